import RRenderCairo
import RRenderCore
import RRenderPDF
import RRenderXML

/// The versions of rrender and of the libraries that decide what a page looks like.
public enum LibraryVersions {
    /// Name → version: rrender, pango, cairo, harfbuzz, freetype, fontconfig, zlib, libxml2, poppler.
    public static func all() -> [String: String] {
        var versions = RenderingLibraries.versions()
        versions["libxml2"] = LibXMLVersion.string
        versions["poppler"] = PopplerVersion.string
        versions["rrender"] = RRenderVersion.string
        return versions
    }

    /// The fonts configuration file rrender loads (see `FontConfiguration.candidatePaths()`),
    /// nil when none is found.
    public static func fontsConfiguration() -> String? { try? FontConfiguration.locate() }

    /// The PDF standard fonts' configuration loaded after it for PDFs (see
    /// `FontConfiguration.locatePDFFonts()`), nil when there is none.
    public static func pdfFontsConfiguration() -> String? { FontConfiguration.locatePDFFonts() }
}
