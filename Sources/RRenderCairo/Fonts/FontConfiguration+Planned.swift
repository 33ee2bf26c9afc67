internal import CPangoCairo

#if canImport(Glibc)
    internal import Glibc
#endif

/// A configuration made again from a plan (`PlannedFontFace`): the patterns fontconfig made
/// from the font files the first time, read back from text, each pointing at a file of a new
/// folder that is written only when HarfBuzz or FreeType first opens it
/// (`FontFileFolder+Deferred.swift`). Matching and fallback see the same patterns in the same
/// order as in the configuration that read every font, so they choose the same faces; only
/// the faces a page draws with are ever read.
extension FontConfiguration {
    /// `pattern` without its file, as text that `FcNameParse` reads back to an equal pattern;
    /// nil when it does not.
    static func plannedDescription(of pattern: OpaquePointer) -> String? {
        guard let copy = FcPatternDuplicate(pattern) else { return nil }
        defer { FcPatternDestroy(copy) }
        FcPatternDel(copy, FC_FILE)
        guard let text = FcNameUnparse(copy) else { return nil }
        defer { free(text) }
        guard let parsed = FcNameParse(text) else { return nil }
        defer { FcPatternDestroy(parsed) }
        return FcPatternEqual(parsed, copy) != 0 ? String(cString: text) : nil
    }

    /// Adds `faces` to `fonts`, each file deferred in `folder` with the bytes `read` gives for
    /// its href, unpacked by FreeType as when first embedded.
    static func add(
        _ faces: [PlannedFontFace], to fonts: UnsafeMutablePointer<FcFontSet>, in folder: FontFileFolder,
        read: @escaping @Sendable (String) -> [UInt8]?
    ) throws(FontError) {
        for face in faces {
            guard PlannedFontFace.isValidName(face.name), let pattern = FcNameParse(face.pattern) else {
                throw .setupFailed("the description of embedded font \(face.href) cannot be read")
            }
            let href = face.href
            let file = folder.deferWrite(name: face.name) {
                guard let data = read(href) else { return nil }
                // sfnt as it is: the same bytes FreeType checked when the plan was made (the
                // cache keys on the book's digest); WOFF and WOFF2 unpacked as then.
                if FontFileSignature.sfnt.contains(Array(data.prefix(4))) { return data }
                guard let library = try? FreeTypeLibrary() else { return nil }
                return try? library.sfnt(data)
            }
            FcPatternDel(pattern, FC_FILE)
            // The set owns the pattern once added.
            guard FcPatternAddString(pattern, FC_FILE, file) != 0, FcFontSetAdd(fonts, pattern) != 0 else {
                FcPatternDestroy(pattern)
                throw .setupFailed("fontconfig could not add embedded font \(href) (out of memory)")
            }
        }
    }
}
