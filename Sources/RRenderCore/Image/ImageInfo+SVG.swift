/// SVG sniffing: the document element must be `svg` (any prefix), after an optional BOM, XML
/// declaration, comments, processing instructions and DOCTYPE. Its `width`/`height` attributes give
/// the size (SVG 1.1 §7.10, CSS px at 96 per inch for absolute units); when one or both are missing
/// or relative (`%`, `em`), the `viewBox` gives the size or the aspect ratio; otherwise the size is
/// unknown (0×0), as librsvg reports for `width="100%"`. CSS sizing reads the natural dimensions
/// apart (`naturalDimensions`): only the absolute sides, and the ratio of both or of the viewBox.
extension ImageInfo {
    static func readSVG(_ bytes: [UInt8]) -> ImageInfo? {
        var scanner = SVGScanner(bytes: bytes)
        guard let attributes = scanner.rootSVGAttributes() else { return nil }
        let width = attributes["width"].flatMap(cssPixels)
        let height = attributes["height"].flatMap(cssPixels)
        let box = attributes["viewBox"].flatMap(viewBoxSize)
        var size: (Double, Double)?
        switch (width, height, box) {
        case (let w?, let h?, _): size = (w, h)
        case (let w?, nil, let b?): size = (w, w * b.1 / b.0)
        case (nil, let h?, let b?): size = (h * b.0 / b.1, h)
        case (nil, nil, let b?): size = b
        default: size = nil
        }
        // SVG 2 §8.2: the ratio of an absolute width and height, else of the viewBox.
        let natural = NaturalDimensions(
            width: width, height: height,
            ratio: width.flatMap { w in height.map { w / $0 } } ?? box.map { $0.0 / $0.1 })
        guard let (w, h) = size, let iw = pixelCount(w), let ih = pixelCount(h) else {
            return ImageInfo(format: .svg, width: 0, height: 0, naturalDimensions: natural)
        }
        return ImageInfo(format: .svg, width: iw, height: ih, naturalDimensions: natural)
    }

    /// A positive finite length in px rounded to whole pixels (at least 1), or nil.
    private static func pixelCount(_ value: Double) -> Int? {
        guard value.isFinite, value > 0, value <= Double(maximumSide) else { return nil }
        return max(1, Int(value.rounded()))
    }

    /// A length in CSS px: unitless, px or an absolute unit; nil for relative units and garbage.
    static func cssPixels(_ text: String) -> Double? {
        let trimmed = text.trimmingSVGSpace()
        let units: [(String, Double)] = [
            ("px", 1), ("pt", 96.0 / 72), ("pc", 16), ("in", 96), ("cm", 96 / 2.54), ("mm", 96 / 25.4)
        ]
        var number = Substring(trimmed)
        var factor = 1.0
        for (unit, f) in units where trimmed.hasSuffix(unit) {
            number = number.dropLast(unit.count)
            factor = f
            break
        }
        guard let value = Double(number), value.isFinite, value > 0 else { return nil }
        return value * factor
    }

    /// The width and height of a `viewBox` ("min-x min-y width height", spaces and/or commas).
    static func viewBoxSize(_ text: String) -> (Double, Double)? {
        let parts = text.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        guard parts.count == 4, let w = Double(parts[2]), let h = Double(parts[3]),
            w.isFinite, h.isFinite, w > 0, h > 0
        else { return nil }
        return (w, h)
    }
}

extension String {
    fileprivate func trimmingSVGSpace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}

/// A forward-only scanner over the start of an XML document, enough to read the root start tag.
private struct SVGScanner {
    let bytes: [UInt8]
    var offset = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    /// The attributes of the root element when it is `svg` or `prefix:svg`; nil otherwise.
    mutating func rootSVGAttributes() -> [String: String]? {
        if has([0xEF, 0xBB, 0xBF]) { offset = 3 }
        guard skipProlog(), has(Array("<".utf8)) else { return nil }
        offset += 1
        let name = readName()
        guard name == "svg" || name.hasSuffix(":svg") else { return nil }
        return readAttributes()
    }

    private func has(_ pattern: [UInt8]) -> Bool {
        offset <= bytes.count - pattern.count && bytes[offset..<offset + pattern.count].elementsEqual(pattern)
    }

    private var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private mutating func skipSpace() {
        while let b = current, b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D { offset += 1 }
    }

    /// Moves past `terminator`; false when the input ends first.
    private mutating func skip(past terminator: String) -> Bool {
        let pattern = Array(terminator.utf8)
        while offset < bytes.count {
            if has(pattern) { offset += pattern.count; return true }
            offset += 1
        }
        return false
    }

    /// Skips the XML declaration, processing instructions, comments and the DOCTYPE.
    private mutating func skipProlog() -> Bool {
        while true {
            skipSpace()
            if has(Array("<?".utf8)) {
                guard skip(past: "?>") else { return false }
            } else if has(Array("<!--".utf8)) {
                guard skip(past: "-->") else { return false }
            } else if has(Array("<!DOCTYPE".utf8)) {
                guard skipDoctype() else { return false }
            } else {
                return true
            }
        }
    }

    /// Skips a DOCTYPE, including an internal subset in brackets.
    private mutating func skipDoctype() -> Bool {
        var inSubset = false
        while let b = current {
            offset += 1
            switch b {
            case UInt8(ascii: "["): inSubset = true
            case UInt8(ascii: "]"): inSubset = false
            case UInt8(ascii: ">") where !inSubset: return true
            default: break
            }
        }
        return false
    }

    private mutating func readName() -> String {
        let start = offset
        while let b = current, b != 0x20, b != 0x09, b != 0x0A, b != 0x0D,
            b != UInt8(ascii: ">"), b != UInt8(ascii: "/"), b != UInt8(ascii: "=")
        { offset += 1 }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    /// Reads `name="value"` pairs up to the end of the start tag; nil when the tag is malformed.
    private mutating func readAttributes() -> [String: String]? {
        var attributes: [String: String] = [:]
        while true {
            skipSpace()
            guard let b = current else { return nil }
            if b == UInt8(ascii: ">") || b == UInt8(ascii: "/") { return attributes }
            let name = readName()
            skipSpace()
            guard !name.isEmpty, current == UInt8(ascii: "=") else { return nil }
            offset += 1
            skipSpace()
            guard let quote = current, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return nil }
            offset += 1
            let start = offset
            while let c = current, c != quote { offset += 1 }
            guard current != nil else { return nil }
            attributes[name] = String(decoding: bytes[start..<offset], as: UTF8.self)
            offset += 1
        }
    }
}
