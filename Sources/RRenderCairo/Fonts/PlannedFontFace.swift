/// An embedded face as a configuration made from the font files left it (`FontConfiguration.plan`):
/// enough to make the same configuration again without reading any font
/// (`FontConfiguration(path:planned:read:)`), the file written only when first opened.
public struct PlannedFontFace: Sendable, Hashable {
    /// The file's name in the configuration's folder: `face-SLOT-SOURCE`.
    public var name: String
    /// The publication file holding the font.
    public var href: String
    /// The CSS family it answers to.
    public var family: String
    /// fontconfig's description of the face, renamed after its `@font-face` rule, without the
    /// file (`FcNameUnparse`; it parses back to the same pattern, or it is not planned).
    public var pattern: String

    /// A face.
    public init(name: String, href: String, family: String, pattern: String) {
        self.name = name
        self.href = href
        self.family = family
        self.pattern = pattern
    }

    /// The name of the file for source `source` of slot `slot`.
    static func fileName(slot: Int, source: Int) -> String { "face-\(slot)-\(source)" }

    /// True for a name `fileName` gives: nothing else is ever written in a font folder.
    public static func isValidName(_ name: String) -> Bool {
        let parts = name.split(separator: "-", omittingEmptySubsequences: false)
        return parts.count == 3 && parts[0] == "face"
            && parts.dropFirst().allSatisfy { !$0.isEmpty && $0.count <= 6 && $0.allSatisfy { $0.isASCII && $0.isNumber } }
    }
}
