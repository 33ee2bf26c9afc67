import ArgumentParser
import Foundation
import RRender

/// `rrender session`: a navigator driven by JSON lines, for scripts and tests.
struct SessionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "session",
        abstract:
            "Drive a navigator with JSON lines on standard input; print one JSON line per event and one {\"result\":…} line per command.",
        discussion: """
            Commands: {"cmd":"goForward"}, goBackward, goLeft, goRight, goBack, {"cmd":"goTo","locator":{…}}, \
            {"cmd":"goToLink","href":"…"}, {"cmd":"tap","x":…,"y":…}, {"cmd":"submitPreferences","preferences":{…}}, \
            {"cmd":"render","out":"p.png"}, currentLocation, hitRegions. Events: locationChanged, didJumpTo, \
            presentExternalURL, tapped, error. A bad line gives an error event and {"result":null}; the session goes on \
            until standard input ends.
            """
    )

    @OptionGroup var layout: LayoutOptions

    @Option(
        help: ArgumentHelp(
            "Start at this Readium Locator (JSON text), as a reading app restores its last place.", valueName: "JSON"))
    var locator: String?

    func run() throws {
        let start = try locator.map { text throws in
            do { return try Locator(jsonString: text) } catch { throw CLIFailure.usage("--locator: \(error)") }
        }
        let navigator = try layout.navigator(at: start)
        let script = NavigatorScript(
            navigator: navigator, output: Output.line,
            writeFile: { path, bytes in
                try AtomicFile.write(bytes, to: path)
            })
        while let line = readLine(strippingNewline: true) { script.run(line: line) }
        try layout.finish(navigator.frameSource)
    }
}

/// Standard output, a line at a time and flushed, so a script reading it sees each line at once.
enum Output {
    static func line(_ text: String) {
        print(text)
        fflush(nil)  // every output stream: `stdout` itself is not concurrency-safe to name
    }
}

extension PageNavigator {
    /// Shows page `number`, or throws the page-out-of-range error.
    func show(page number: Int) throws {
        // The book's pages only (the screens of non-linear items come after them): turning pages
        // leads from page 1 to exactly those, and finding out lays out no resource after `number`.
        guard frameSource.canTurn(from: 1, to: number), go(toPage: number) else {
            let count = frameSource.pageCount()
            throw RRenderError.pageOutOfRange(publication: publication.sourceName, page: number, pageCount: count)
        }
    }
}
