/// What XML 1.0 (fifth edition) allows in names and character data, for `DOMSerializer`: a tree
/// from libxml2's HTML parser (the fallback for broken chapters) can hold names such as `x:y:z`
/// or `a"b` and characters such as U+0001 that no XML parser takes back.
enum XMLNames {
    /// True when `name` is an NCName (XML Namespaces 1.0 §3: a Name without colons).
    static func isNCName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, isNameStart(first) else { return false }
        return name.unicodeScalars.allSatisfy(isNameCharacter)
    }

    /// `name` made an NCName: each character a name cannot hold becomes `_`, and `_` goes first
    /// when it cannot start one.
    static func ncName(_ name: String) -> String {
        guard !isNCName(name) else { return name }
        var result = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            result.append(isNameCharacter(scalar) ? scalar : "_")
        }
        if let first = result.first, isNameStart(first) { return String(result) }
        return "_" + String(result)
    }

    /// True when XML 1.0 allows `scalar` in a document (production [2] `Char`).
    static func isCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    /// Production [4] `NameStartChar`, without the colon.
    static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x41...0x5A, 0x5F, 0x61...0x7A, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x2FF, 0x370...0x37D, 0x37F...0x1FFF,
            0x200C...0x200D, 0x2070...0x218F, 0x2C00...0x2FEF, 0x3001...0xD7FF, 0xF900...0xFDCF, 0xFDF0...0xFFFD,
            0x10000...0xEFFFF:
            true
        default: false
        }
    }

    /// Production [4a] `NameChar`, without the colon.
    static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2D, 0x2E, 0x30...0x39, 0xB7, 0x300...0x36F, 0x203F...0x2040: true
        default: isNameStart(scalar)
        }
    }
}
