import ArgumentParser
import Foundation
import RRender

/// `rrender info`: what a publication is, as JSON.
struct InfoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info",
        abstract: "Print a publication's Readium manifest (JSON), with its page and position counts under \"rrender\".",
        discussion: "rrender info --versions prints the versions of the libraries that decide what pages look like."
    )

    @Argument(help: "The publication (.epub or .pdf).", completion: Completions.publication)
    var book: String?

    /// The page count is the one `render` gives with the same flags.
    @OptionGroup var screen: ScreenOptions

    @Flag(
        help:
            "Print the rrender, Pango, Cairo, HarfBuzz, FreeType, fontconfig, zlib, libxml2 and Poppler versions, and the fonts.conf (and pdf-fonts.conf) in use, instead."
    )
    var versions = false

    @Flag(name: .shortAndLong, help: "Report only errors, not warnings.")
    var quiet = false

    func validate() throws {
        if !versions, book == nil { throw ValidationError("missing the publication to describe") }
    }

    func run() throws {
        if versions {
            var versions = LibraryVersions.all().mapValues { JSONValue.string($0) }
            versions["fonts.conf"] = LibraryVersions.fontsConfiguration().map { .string($0) } ?? .null
            versions["pdf-fonts.conf"] = LibraryVersions.pdfFontsConfiguration().map { .string($0) } ?? .null
            print(JSONValue.object(versions).serialized(pretty: true))
            return
        }
        let path = book ?? ""
        let renderer = try screen.renderer(path)
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        print(renderer.manifest(fallbackTitle: name).serialized(pretty: true))
        try LayoutOptions.finish(renderer, quiet: quiet, verbose: false)
    }
}
