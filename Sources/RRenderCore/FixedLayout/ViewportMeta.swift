import Foundation

/// The page size a fixed-layout document states in `<meta name="viewport" content="width=1200,
/// height=1577">`, read by the rules of epub-rs-33 §8.2.2 (Initial containing block dimensions,
/// "Expressing in HTML"; EPUB 3.3 §8.2.2.1 and its viewport meta syntax appendix).
public enum ViewportMeta {
    /// The values at most 20000 CSS px are taken; a larger one is treated as invalid (a
    /// hostile `width=1e9` would otherwise ask for a page of billions of pixels).
    static let maximum = 20000.0

    /// What `content` says of each dimension: the first `width` and the first `height` (later
    /// repetitions are ignored), each nil when absent or invalid, `device` for
    /// `device-width`/`device-height`.
    public struct Dimensions: Hashable, Sendable {
        /// One dimension: a length in CSS px, or the viewport's own.
        public enum Value: Hashable, Sendable {
            case pixels(Double)
            case device
        }

        public var width: Value?
        public var height: Value?

        /// The initial containing block in `viewport`: each missing, invalid or `device-*`
        /// dimension is the viewport's (epub-rs-33: such values are read as `device-width` and
        /// `device-height`).
        public func size(in viewport: Size) -> Size {
            func resolve(_ value: Value?, _ device: Double) -> Double {
                if case .pixels(let pixels)? = value { return pixels }
                return device
            }
            return Size(width: resolve(width, viewport.width), height: resolve(height, viewport.height))
        }

        /// True when neither dimension is given (a document that states no page size).
        public var isEmpty: Bool { width == nil && height == nil }
    }

    /// The dimensions in `content` (epub-rs-33 §8.2.2): items are `name=value` assignments
    /// separated by commas, semicolons or white space (white space is allowed around `=`);
    /// names are case-insensitive; only the first `width` and the first `height` count; a value
    /// that starts with a number followed by other characters (`600mm`, `1000px`) is its
    /// numeric prefix in CSS px; anything else that is not a positive number is invalid (nil).
    public static func dimensions(content: String) -> Dimensions {
        var result = Dimensions()
        var seenWidth = false, seenHeight = false
        for (name, value) in assignments(content) {
            switch name {
            case "width" where !seenWidth:
                seenWidth = true
                result.width = parse(value, device: "device-width")
            case "height" where !seenHeight:
                seenHeight = true
                result.height = parse(value, device: "device-height")
            default: continue
            }
        }
        return result
    }

    /// The size in `content` when both dimensions are lengths (the package's deprecated
    /// `rendition:viewport` property, whose syntax is the same); nil otherwise.
    public static func size(content: String) -> Size? {
        let dimensions = dimensions(content: content)
        guard case .pixels(let width)? = dimensions.width, case .pixels(let height)? = dimensions.height else { return nil }
        return Size(width: width, height: height)
    }

    /// The `name=value` pairs of `content`, names lowercased; a name without `=` has an empty value.
    static func assignments(_ content: String) -> [(String, String)] {
        let characters = Array(content)
        func isSeparator(_ c: Character) -> Bool { c == "," || c == ";" || c.isWhitespace }
        var pairs: [(String, String)] = []
        var index = 0
        func skipSpaces() { while index < characters.count, characters[index].isWhitespace { index += 1 } }
        func word() -> String {
            let start = index
            while index < characters.count, !isSeparator(characters[index]), characters[index] != "=" { index += 1 }
            return String(characters[start..<index])
        }
        while index < characters.count {
            while index < characters.count, isSeparator(characters[index]) { index += 1 }
            guard index < characters.count else { break }
            let name = word().lowercased()
            skipSpaces()
            var value = ""
            if index < characters.count, characters[index] == "=" {
                index += 1
                skipSpaces()
                value = word()
            }
            if !name.isEmpty { pairs.append((name, value)) }
            // A stray `=` (`==5`) would stop `word()` forever: step over it.
            if index < characters.count, characters[index] == "=" { index += 1 }
        }
        return pairs
    }

    /// A dimension's value: the device keyword, else the numeric prefix if positive and not too
    /// large, else nil (invalid).
    static func parse(_ value: String, device: String) -> Dimensions.Value? {
        let lowered = value.lowercased()
        if lowered == device { return .device }
        let prefix = lowered.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
        guard !prefix.isEmpty, let number = Double(prefix), number.isFinite, number > 0, number <= maximum else { return nil }
        return .pixels(number)
    }
}
