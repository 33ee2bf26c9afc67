import Foundation
import RRenderCore
import RRenderLayout

extension PageLayout {
    /// Each text line as `"text" x,y` (the text trimmed), in painting order.
    var placedLines: [String] {
        fragments.compactMap { fragment in
            guard case .text(let line) = fragment else { return nil }
            return
                "\(line.paragraph.spec.text(in: line.byteRange).trimmingCharacters(in: .whitespaces)) \(line.rect.x.cssString),\(line.rect.y.cssString)"
        }
    }
}
