import ArgumentParser
import Foundation
import RRender

/// `rrender info`: what a publication is, as JSON.
struct InfoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info",
        abstract: "Print a publication's metadata, reading order, table of contents, positions and page count as JSON.",
        discussion: "rrender info --versions prints the versions of the libraries that decide what pages look like."
    )

    @Argument(help: "The publication (.epub or .pdf).", completion: Completions.publication)
    var book: String?

    /// The page count is the one `render` gives with the same flags.
    @OptionGroup var screen: ScreenOptions

    @Flag(
        help:
            "Print the rrender, Pango, Cairo, HarfBuzz, FreeType, fontconfig, zlib, libxml2 and Poppler versions, and the fonts.conf in use, instead."
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
            print(JSONValue.object(versions).serialized(pretty: true))
            return
        }
        let renderer = try screen.renderer(book ?? "")
        print(PublicationInfo(renderer).json.serialized(pretty: true))
        try LayoutOptions.finish(renderer, quiet: quiet, verbose: false)
    }
}

/// The JSON `rrender info` prints.
struct PublicationInfo {
    let renderer: Renderer

    init(_ renderer: Renderer) {
        self.renderer = renderer
    }

    var json: JSONValue {
        let publication = renderer.publication
        var object: [String: JSONValue] = [
            "metadata": publication.metadata.toJSON(),
            "readingOrder": .array(publication.readingOrder.map { $0.toJSON() }),
            "toc": .array(publication.tableOfContents.map { $0.toJSON() }),
            "positions": .number(Double(publication.positions().count)),
            "pages": .number(Double(renderer.pageCount())),
            "viewport": .string(renderer.options.viewport.description)
        ]
        if !publication.pageList.isEmpty { object["pageList"] = .array(publication.pageList.map { $0.toJSON() }) }
        if !publication.landmarks.isEmpty { object["landmarks"] = .array(publication.landmarks.map { $0.toJSON() }) }
        if !publication.resources.isEmpty { object["resources"] = .array(publication.resources.map { $0.toJSON() }) }
        return .object(object)
    }
}
