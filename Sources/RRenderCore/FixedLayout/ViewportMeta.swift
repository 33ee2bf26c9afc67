import Foundation

/// The page size a fixed-layout document states in `<meta name="viewport" content="width=1200,
/// height=1577">` (EPUB 3 Fixed Layouts §4.3.1).
public enum ViewportMeta {
    /// The size in `content`: its `width` and `height` in CSS px (a `px` suffix is allowed),
    /// items separated by commas or semicolons. Nil unless both are positive numbers, at most
    /// 20000; `device-width` and other keywords are not sizes.
    public static func size(content: String) -> Size? {
        var width: Double?, height: Double?
        for item in content.split(whereSeparator: { $0 == "," || $0 == ";" }) {
            let pair = item.split(separator: "=", maxSplits: 1)
            guard pair.count == 2 else { continue }
            let name = pair[0].trimmingCharacters(in: .whitespaces).lowercased()
            var value = pair[1].trimmingCharacters(in: .whitespaces).lowercased()
            if value.hasSuffix("px") { value.removeLast(2) }
            guard let number = Double(value), number.isFinite, number > 0, number <= 20000 else { continue }
            if name == "width" { width = number } else if name == "height" { height = number }
        }
        guard let width, let height else { return nil }
        return Size(width: width, height: height)
    }
}
