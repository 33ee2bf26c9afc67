import Foundation
import RRender

/// A small suites folder made for a test, shaped like `../shared/csswg`: a suite `demo` with
/// tests that pass, fail, mismatch, need scripts, lack their reference, use Ahem, a style sheet
/// with an image, and one written in HTML; `fonts/Ahem.ttf` is the real suites' font when it is
/// there (the tests that need it say so).
public struct CSSSuitesFixture: Sendable {
    /// The folder (in the temporary folder; `make()` fills it, `remove()` deletes it).
    public let root = FileManager.default.temporaryDirectory.appendingPathComponent("rrender-suites-\(UUID().uuidString)").path

    /// The real suites' Ahem, when `../shared/csswg` is beside the corpus.
    public static var ahem: String? {
        let path = Corpus.directory.deletingLastPathComponent().appendingPathComponent("csswg/fonts/Ahem.ttf").path
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    /// The project's folder.
    public static let projectRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A fixture (`make()` writes it).
    public init() {}

    static func xhtml(head: String = "", body: String) -> String {
        """
        <!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">
        <html xmlns="http://www.w3.org/1999/xhtml"><head><title>t</title>\(head)</head><body>\(body)</body></html>
        """
    }

    static let greenSquare = "<div style=\"width: 100px; height: 100px; background: green\"></div>"

    func write(_ path: String, _ text: String) throws {
        try write(path, Data(text.utf8))
    }

    func write(_ path: String, _ data: Data) throws {
        let url = URL(fileURLWithPath: root + "/" + path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    /// Makes the folder.
    public func make() throws -> CSSSuitesFixture {
        try write("demo/square-ref.xht", Self.xhtml(body: Self.greenSquare))
        // The same square by a border: passes.
        try write(
            "demo/border-001.xht",
            Self.xhtml(
                head: "<link rel=\"match\" href=\"square-ref.xht\"/>",
                body: "<div style=\"width: 0; height: 0; border: 50px solid green\"></div>"))
        // Red: fails.
        try write(
            "demo/red-001.xht",
            Self.xhtml(
                head: "<link rel=\"match\" href=\"square-ref.xht\"/>",
                body: "<div style=\"width: 100px; height: 100px; background: red\"></div>"))
        // Must differ from a blank page, and does.
        try write("demo/blank-ref.xht", Self.xhtml(body: ""))
        try write(
            "demo/not-blank-001.xht", Self.xhtml(head: "<link rel=\"mismatch\" href=\"blank-ref.xht\"/>", body: Self.greenSquare))
        // Needs scripts: skipped.
        try write(
            "demo/script-001.xht",
            Self.xhtml(
                head: "<link rel=\"match\" href=\"square-ref.xht\"/><meta name=\"flags\" content=\"dom\"/>",
                body: ""))
        // Its reference is not here: skipped.
        try write("demo/lost-001.xht", Self.xhtml(head: "<link rel=\"match\" href=\"../reference/lost.xht\"/>", body: ""))
        // A style sheet with an image, in a support folder: passes.
        try write("demo/support/sheet.css", "div { width: 100px; height: 100px; background: url(green.png) }")
        let green = PixelImage(width: 1, height: 1, fill: 0xFF00_8000)
        try write("demo/support/green.png", Data(green.pngData()))
        try write(
            "demo/sheet-001.xht",
            Self.xhtml(
                head: "<link rel=\"match\" href=\"square-ref.xht\"/><link rel=\"stylesheet\" href=\"support/sheet.css\"/>",
                body: "<div></div>"))
        // HTML, with implied elements and an unclosed paragraph: passes once parsed as HTML5.
        try write(
            "demo/html-001.html",
            """
            <!DOCTYPE html><link rel=match href=square-ref.xht><style>p { margin: 0 }</style>
            <div style="width:100px;height:100px;background:green"></div><p>
            """)
        if let ahem = Self.ahem {
            try write("fonts/Ahem.ttf", try Data(contentsOf: URL(fileURLWithPath: ahem)))
            // An Ahem X, 100 px: a green square.
            try write(
                "demo/ahem-001.xht",
                Self.xhtml(
                    head: "<link rel=\"match\" href=\"square-ref.xht\"/>",
                    body: "<div style=\"font: 100px/1 Ahem; color: green\">X</div>"))
        }
        return self
    }

    /// Deletes the folder.
    public func remove() { try? FileManager.default.removeItem(atPath: root) }
}
