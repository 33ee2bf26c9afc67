import Foundation
import RRenderCore
import RRenderStyle

extension PageLayout {
    /// The page as text, one line per fragment: kind, rectangle and what it shows. Cheap to
    /// review and to compare in tests ("layout snapshots", DESIGN.md §7).
    ///
    ///     text 30,34 540×21.3 [0..<57] "Call me Ishmael. Some years ago—never mind how long "
    ///     image 30,60 200×100 OPS/images/whale.png
    ///     box 30,200 540×40 background #EEEEEE border 1,0,1,0
    ///     clip 30,250 200×100
    ///     endclip
    public func dump() -> String {
        var lines: [String] = []
        for fragment in fragments {
            switch fragment {
            case .text(let t):
                let range = t.byteRange
                let kind = t.paragraph.isGenerated ? "marker" : (t.isRepeated ? "repeat" : "text")
                let text = t.paragraph.spec.text(in: range).replacingOccurrences(of: "\n", with: "⏎")
                lines.append("\(kind) \(t.rect) [\(range.lowerBound)..<\(range.upperBound)] \"\(text)\"")
            case .image(let i):
                lines.append("image \(i.rect) \(i.href)")
            case .box(let b):
                var line = "box \(b.rect)"
                if !b.background.isTransparent { line += " background \(b.background)" }
                let w = b.borderWidths
                if w != .zero {
                    line += " border \(w.top.cssString),\(w.right.cssString),\(w.bottom.cssString),\(w.left.cssString)"
                }
                if let effects = b.effects { line += Self.dump(effects) }
                lines.append(line)
            case .pushClip(let rect):
                lines.append("clip \(rect)")
            case .popClip:
                lines.append("endclip")
            }
        }
        for link in links { lines.append("link \(link.rect) → \(link.href)") }
        return lines.joined(separator: "\n")
    }

    /// Image layers (bottom first: what, its tile, how it repeats), shadows and radii.
    private static func dump(_ effects: BoxEffects) -> String {
        var text = ""
        for layer in effects.layers {
            let image: String
            switch layer.image {
            case .url(let href, _): image = href
            case .linearGradient: image = "linear-gradient"
            case .radialGradient: image = "radial-gradient"
            }
            let repeats = layer.repeatX ? (layer.repeatY ? "repeat" : "repeat-x") : (layer.repeatY ? "repeat-y" : "no-repeat")
            text += " layer \(image) \(layer.tile) \(repeats)"
            if layer.clip != effects.borderBox { text += " clip \(layer.clip)" }
        }
        for shadow in effects.shadows {
            text +=
                " shadow \(shadow.inset ? "inset " : "")\(shadow.x.cssString),\(shadow.y.cssString) blur \(shadow.blur.cssString)"
        }
        if !effects.radii.isEmpty {
            text += " radius " + effects.radii.map { "\($0.width.cssString)/\($0.height.cssString)" }.joined(separator: ",")
        }
        return text
    }
}
