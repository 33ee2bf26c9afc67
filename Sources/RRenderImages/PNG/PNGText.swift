/// One PNG `tEXt` chunk (PNG 1.2 §4.2.3.1): a keyword and its text, both Latin-1.
public struct PNGText: Hashable, Sendable {
    /// The keyword, 1 to 79 characters (`Thumb::URI`).
    public let keyword: String
    /// The text.
    public let text: String

    /// An entry; characters outside Latin-1 become `?` when written (URIs are percent-encoded).
    public init(keyword: String, text: String) {
        self.keyword = keyword
        self.text = text
    }

    /// The chunk's data: the keyword, a zero byte, the text.
    var chunkData: [UInt8] {
        let name = Self.latin1(keyword).filter { $0 != 0 }.prefix(79)
        return Array(name.isEmpty ? [0x3F] : name) + [0] + Self.latin1(text).filter { $0 != 0 }
    }

    private static func latin1(_ string: String) -> [UInt8] {
        string.unicodeScalars.map { $0.value < 256 ? UInt8($0.value) : 0x3F }
    }
}
