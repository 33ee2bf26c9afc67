internal import CLibXML2

/// Rewrites HTML named entities (`&nbsp;`, `&mdash;`…) as numeric character references before
/// an XML parse. EPUB XHTML uses them freely although XML does not define them: a strict parse
/// fails on them and libxml2's recovery silently drops the characters (platform-notes Q10).
enum HTMLEntityMapper {
    /// The five entities XML predefines; left as they are.
    private static let xmlEntities: Set<String> = ["amp", "lt", "gt", "quot", "apos"]

    /// `bytes` with every known HTML entity outside comments and CDATA made numeric; the same
    /// array when there was nothing to rewrite. UTF-16 input is returned untouched.
    static func map(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.count >= 2, !(bytes[0] == 0xFF && bytes[1] == 0xFE), !(bytes[0] == 0xFE && bytes[1] == 0xFF),
            bytes.contains(UInt8(ascii: "&"))
        else { return bytes }
        var output: [UInt8] = []
        var copiedUpTo = 0
        var i = 0
        let n = bytes.count
        while i < n {
            let byte = bytes[i]
            if byte == UInt8(ascii: "<") {
                i = skipCommentOrCDATA(bytes, at: i)
                continue
            }
            guard byte == UInt8(ascii: "&"), let (name, end) = entityName(bytes, at: i),
                !xmlEntities.contains(name), let value = codePoint(named: name)
            else {
                i += 1
                continue
            }
            if output.isEmpty { output.reserveCapacity(n + 64) }
            output.append(contentsOf: bytes[copiedUpTo..<i])
            output.append(contentsOf: Array("&#\(value);".utf8))
            copiedUpTo = end
            i = end
        }
        if copiedUpTo == 0 { return bytes }
        output.append(contentsOf: bytes[copiedUpTo..<n])
        return output
    }

    /// The index after a comment or CDATA section starting at `i`, else `i + 1`.
    private static func skipCommentOrCDATA(_ bytes: [UInt8], at i: Int) -> Int {
        if hasPrefix(bytes, at: i, "<!--") { return indexAfter(bytes, from: i + 4, "-->") }
        if hasPrefix(bytes, at: i, "<![CDATA[") { return indexAfter(bytes, from: i + 9, "]]>") }
        return i + 1
    }

    /// The name of `&name;` at `i` and the index after the `;`.
    private static func entityName(_ bytes: [UInt8], at i: Int) -> (String, Int)? {
        var j = i + 1
        while j < bytes.count, j - i <= 32, isNameByte(bytes[j], first: j == i + 1) { j += 1 }
        guard j > i + 1, j < bytes.count, bytes[j] == UInt8(ascii: ";") else { return nil }
        return (String(decoding: bytes[(i + 1)..<j], as: UTF8.self), j + 1)
    }

    private static func isNameByte(_ b: UInt8, first: Bool) -> Bool {
        let letter = (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A)
        return first ? letter : letter || (b >= 0x30 && b <= 0x39)
    }

    private static func codePoint(named name: String) -> UInt32? {
        guard let entity = name.withCString({ htmlEntityLookup(UnsafeRawPointer($0).assumingMemoryBound(to: xmlChar.self)) })
        else { return nil }
        return entity.pointee.value
    }

    private static func hasPrefix(_ bytes: [UInt8], at i: Int, _ prefix: StaticString) -> Bool {
        let p = UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount)
        guard i + p.count <= bytes.count else { return false }
        for k in 0..<p.count where bytes[i + k] != p[k] { return false }
        return true
    }

    private static func indexAfter(_ bytes: [UInt8], from start: Int, _ terminator: StaticString) -> Int {
        var i = start
        while i < bytes.count {
            if hasPrefix(bytes, at: i, terminator) { return i + terminator.utf8CodeUnitCount }
            i += 1
        }
        return bytes.count
    }
}
