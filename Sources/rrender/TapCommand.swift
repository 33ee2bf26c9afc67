import ArgumentParser
import Foundation
import RRender

/// `rrender tap`: what tapping a point of a page does.
struct TapCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tap",
        abstract: "Tap a point of a page and print what the navigator does, as JSON lines (the events, then the result).",
        discussion:
            "A link jumps (didJumpTo, locationChanged) or goes to the host (presentExternalURL); elsewhere the tap is reported with the word under it."
    )

    @OptionGroup var layout: LayoutOptions

    @Option(help: "The page (screen), from 1.")
    var page: Int = 1

    @Option(help: ArgumentHelp("The point in viewport CSS px, as X,Y.", valueName: "X,Y"))
    var at: String

    func validate() throws {
        if page < 1 { throw ValidationError("--page must be 1 or more") }
        if point == nil { throw ValidationError("--at must be X,Y in CSS px (got ‘\(at)’)") }
    }

    private var point: Point? {
        let parts = at.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, parts.allSatisfy(\.isFinite) else { return nil }
        return Point(x: parts[0], y: parts[1])
    }

    func run() throws {
        let navigator = try layout.navigator()
        try navigator.show(page: page)
        let script = NavigatorScript(navigator: navigator, output: Output.line, writeFile: { _, _ in })
        guard let point else { return }
        script.run(line: JSONValue.object(["cmd": "tap", "x": .number(point.x), "y": .number(point.y)]).serialized())
        try layout.finish(navigator.frameSource)
    }
}
