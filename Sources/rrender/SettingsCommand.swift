import ArgumentParser
import Foundation
import RRender

/// `rrender settings`: every reading setting of a publication, as JSON, for building a settings UI.
struct SettingsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "settings",
        abstract:
            "Print each reading setting as JSON: value, effective value, whether it takes effect, range and step or supported values.",
        discussion: """
            Examples:
              rrender settings book.epub
              rrender settings book.epub --set publisherStyles=false --set wordSpacing=0.3
              rrender settings book.epub --preferences prefs.json
            The keys and values are Readium's, so a preferences file saved by a Readium app applies as is.
            """
    )

    @Argument(help: "The publication (.epub or .pdf).", completion: Completions.publication)
    var book: String

    @Option(help: "The password of an encrypted PDF.")
    var password: String?

    @OptionGroup var reading: PreferenceOptions

    func run() throws {
        let publication = try Renderer.openPublication(book, password: password)
        let object: [String: JSONValue]
        if publication.isPDF {
            let preferences = try reading.pdfPreferences()
            let editor = PDFPreferencesEditor(preferences: preferences, metadata: publication.metadata)
            object = ["preferences": preferences.toJSON(), "settings": .array(editor.descriptions().map { $0.toJSON() })]
        } else {
            let preferences = try reading.epubPreferences()
            let editor = EPUBPreferencesEditor(preferences: preferences, metadata: publication.metadata)
            object = ["preferences": preferences.toJSON(), "settings": .array(editor.descriptions().map { $0.toJSON() })]
        }
        print(JSONValue.object(object).serialized(pretty: true))
    }
}
