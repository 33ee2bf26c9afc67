/// The start tags of an HTML or XHTML document and the text of its `<style>` elements, read
/// without parsing the document: enough to find a test's links, flags and the files it uses,
/// in XHTML and in HTML that is not well-formed alike. Comments, CDATA sections and the
/// content of `<script>` are skipped.
struct MarkupScanner {
    /// A start (or empty-element) tag.
    struct Tag: Equatable {
        /// The element's name, lowercased, without a prefix.
        var name: String
        /// The attributes, names lowercased (prefixes kept: `xlink:href`), values as written
        /// but for `&amp;`, `&quot;`, `&apos;`, `&lt;` and `&gt;`.
        var attributes: [String: String]
    }

    private let bytes: [UInt8]

    /// A scanner over `text`.
    init(_ text: String) { bytes = Array(text.utf8) }

    /// Every start tag, in document order, and the text of each `<style>` element after its tag.
    func scan(tag: (Tag) -> Void, styleText: (String) -> Void = { _ in }) {
        var index = 0
        while let open = find(UInt8(ascii: "<"), from: index) {
            if starts(with: "<!--", at: open) {
                index = end(of: "-->", from: open + 4)
            } else if starts(with: "<![CDATA[", at: open) {
                index = end(of: "]]>", from: open + 9)
            } else if open + 1 < bytes.count, Self.isNameStart(bytes[open + 1]) {
                let (parsed, after) = readTag(at: open + 1)
                tag(parsed)
                index = after
                if parsed.name == "style" || parsed.name == "script" {
                    let close = range(ofClosing: parsed.name, from: after)
                    if parsed.name == "style" { styleText(String(decoding: bytes[after..<close.lowerBound], as: UTF8.self)) }
                    index = close.upperBound
                }
            } else {
                index = open + 1
            }
        }
    }

    /// The tags named `name`.
    func tags(named name: String) -> [Tag] {
        var found: [Tag] = []
        scan(tag: { if $0.name == name { found.append($0) } })
        return found
    }

    private func readTag(at start: Int) -> (Tag, after: Int) {
        var index = start
        while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
        var name = String(decoding: bytes[start..<index], as: UTF8.self).lowercased()
        if let colon = name.lastIndex(of: ":") { name = String(name[name.index(after: colon)...]) }
        var attributes: [String: String] = [:]
        while index < bytes.count {
            while index < bytes.count, Self.isSpace(bytes[index]) || bytes[index] == UInt8(ascii: "/") { index += 1 }
            guard index < bytes.count, bytes[index] != UInt8(ascii: ">") else { break }
            let nameStart = index
            while index < bytes.count, !Self.isSpace(bytes[index]), !"=>/".utf8.contains(bytes[index]) { index += 1 }
            if index == nameStart { index += 1; continue }
            let attribute = String(decoding: bytes[nameStart..<index], as: UTF8.self).lowercased()
            while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
            var value = ""
            if index < bytes.count, bytes[index] == UInt8(ascii: "=") {
                index += 1
                while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
                (value, index) = readValue(at: index)
            }
            if attributes[attribute] == nil { attributes[attribute] = Self.unescaped(value) }
        }
        return (Tag(name: name, attributes: attributes), min(bytes.count, index + 1))
    }

    private func readValue(at start: Int) -> (String, after: Int) {
        guard start < bytes.count else { return ("", start) }
        let quote = bytes[start]
        if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            let close = find(quote, from: start + 1) ?? bytes.count
            return (String(decoding: bytes[(start + 1)..<close], as: UTF8.self), min(bytes.count, close + 1))
        }
        var index = start
        while index < bytes.count, !Self.isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">") { index += 1 }
        return (String(decoding: bytes[start..<index], as: UTF8.self), index)
    }

    private static func unescaped(_ value: String) -> String {
        guard value.contains("&") else { return value }
        return value.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    private func find(_ byte: UInt8, from start: Int) -> Int? {
        guard start < bytes.count else { return nil }
        return bytes[start...].firstIndex(of: byte)
    }

    private func starts(with text: String, at index: Int) -> Bool {
        let pattern = Array(text.utf8)
        return index + pattern.count <= bytes.count && bytes[index..<(index + pattern.count)].elementsEqual(pattern)
    }

    /// The index after the first `terminator` at or after `start` (the end when there is none).
    private func end(of terminator: String, from start: Int) -> Int {
        var index = start
        while index < bytes.count {
            if starts(with: terminator, at: index) { return index + terminator.utf8.count }
            index += 1
        }
        return bytes.count
    }

    /// Where `</name>` is (any case), from `start`: its range, else the empty range at the end.
    private func range(ofClosing name: String, from start: Int) -> Range<Int> {
        let pattern = Array("</\(name)".utf8)
        var index = start
        while index + pattern.count <= bytes.count {
            if bytes[index] == UInt8(ascii: "<"),
                zip(bytes[index..<(index + pattern.count)], pattern).allSatisfy({ Self.lowered($0) == $1 })
            {
                let close = find(UInt8(ascii: ">"), from: index) ?? bytes.count - 1
                return index..<min(bytes.count, close + 1)
            }
            index += 1
        }
        return bytes.count..<bytes.count
    }

    private static func lowered(_ byte: UInt8) -> UInt8 { byte >= 65 && byte <= 90 ? byte + 32 : byte }
    private static func isSpace(_ byte: UInt8) -> Bool { byte == 32 || byte == 9 || byte == 10 || byte == 13 || byte == 12 }
    private static func isNameStart(_ byte: UInt8) -> Bool { (byte | 0x20) >= 97 && (byte | 0x20) <= 122 }
    private static func isNameByte(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (byte >= 48 && byte <= 57) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ":")
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
    }
}
