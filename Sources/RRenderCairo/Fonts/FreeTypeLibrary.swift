internal import CPangoCairo

/// A FreeType library instance, used to check the fonts a publication embeds before fontconfig
/// and Pango see them, and to unpack WOFF and WOFF2.
final class FreeTypeLibrary {
    private let library: FT_Library

    init() throws(FontError) {
        var created: FT_Library?
        guard FT_Init_FreeType(&created) == 0, let created else { throw .setupFailed("FT_Init_FreeType") }
        library = created
    }

    deinit { FT_Done_FreeType(library) }

    /// The sfnt data (TrueType, OpenType or a collection) of the font file `data`: `data` itself,
    /// or for WOFF and WOFF2 the font FreeType unpacks; damaged capital metrics left out
    /// (`CapitalMetrics`) and style names that would trip fontconfig repaired (`StyleNames`).
    /// Pango shapes with HarfBuzz, which reads the file fontconfig names and understands only
    /// sfnt, so a WOFF file must not reach it as is.
    func sfnt(_ data: [UInt8]) throws(FontFileProblem) -> [UInt8] {
        let result: Result<[UInt8], FontFileProblem> = data.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, buffer.count >= 12 else {
                return .failure(FontFileProblem("the file is empty or truncated"))
            }
            var opened: FT_Face?
            let status = FT_New_Memory_Face(library, base, FT_Long(buffer.count), 0, &opened)
            guard status == 0, let face = opened else { return .failure(FontFileProblem(freeTypeError: status)) }
            defer { FT_Done_Face(face) }
            return Self.sfnt(of: face, data: data)
        }
        return try result.get()
    }

    /// The sfnt data of an opened face whose file is `data`.
    private static func sfnt(of face: FT_Face, data: [UInt8]) -> Result<[UInt8], FontFileProblem> {
        guard face.pointee.num_glyphs > 0 else { return .failure(FontFileProblem("the font has no glyphs")) }
        let signature = Array(data.prefix(4))
        if FontFileSignature.sfnt.contains(signature) { return .success(repaired(data, face: face)) }
        guard FontFileSignature.woff.contains(signature) else {
            return .failure(FontFileProblem("not a TrueType, OpenType, WOFF or WOFF2 font"))
        }
        // Tag 0 is the whole font file: for WOFF and WOFF2, FreeType's reconstructed sfnt.
        var length: FT_ULong = 0
        guard FT_Load_Sfnt_Table(face, 0, 0, nil, &length) == 0, length >= 12 else {
            return .failure(FontFileProblem("FreeType could not unpack the WOFF data"))
        }
        var unpacked = [UInt8](repeating: 0, count: Int(length))
        let status = unpacked.withUnsafeMutableBufferPointer { FT_Load_Sfnt_Table(face, 0, 0, $0.baseAddress, &length) }
        guard status == 0 else { return .failure(FontFileProblem(freeTypeError: status)) }
        return .success(repaired(unpacked, face: face))
    }

    private static func repaired(_ sfnt: [UInt8], face: FT_Face) -> [UInt8] {
        StyleNames.repaired(CapitalMetrics.repaired(sfnt, face: face))
    }
}

/// The first four bytes of the font files rrender accepts.
enum FontFileSignature {
    /// TrueType (`00 01 00 00`, `true`), OpenType with CFF (`OTTO`), collections (`ttcf`).
    static let sfnt: [[UInt8]] = [[0, 1, 0, 0], Array("true".utf8), Array("OTTO".utf8), Array("ttcf".utf8)]
    /// WOFF 1 and WOFF 2.
    static let woff: [[UInt8]] = [Array("wOFF".utf8), Array("wOF2".utf8)]
}

/// Why an embedded font file cannot be used.
struct FontFileProblem: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }

    /// FreeType's message for `error` when it has one, else its number.
    init(freeTypeError error: FT_Error) {
        if let message = FT_Error_String(error) {
            description = "FreeType cannot open it (\(String(cString: message)))"
        } else {
            description = "FreeType cannot open it (error \(error))"
        }
    }
}
