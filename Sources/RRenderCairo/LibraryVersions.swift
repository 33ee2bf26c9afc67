internal import CPangoCairo
internal import CZlibShim

/// The versions of the C libraries that decide what a page looks like. Golden images are only
/// stable for the same versions (platform-notes Q3: identical FreeType, HarfBuzz, cairo and
/// pixman), so `rrender info --versions` prints them.
public enum RenderingLibraries {
    /// Library name → version, for Pango, Cairo, HarfBuzz, FreeType, fontconfig and zlib.
    public static func versions() -> [String: String] {
        var result: [String: String] = [:]
        if let pango = pango_version_string() { result["pango"] = String(cString: pango) }
        if let cairo = cairo_version_string() { result["cairo"] = String(cString: cairo) }
        if let harfbuzz = hb_version_string() { result["harfbuzz"] = String(cString: harfbuzz) }
        let fc = Int(FcGetVersion())
        result["fontconfig"] = "\(fc / 10000).\(fc / 100 % 100).\(fc % 100)"
        result["freetype"] = freetypeVersion()
        if let zlib = zlibVersion() { result["zlib"] = String(cString: zlib) }
        return result
    }

    private static func freetypeVersion() -> String {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return "unknown" }
        defer { FT_Done_FreeType(library) }
        var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
        FT_Library_Version(library, &major, &minor, &patch)
        return "\(major).\(minor).\(patch)"
    }
}
