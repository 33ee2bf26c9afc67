import Foundation
import RRenderCairo
import RRenderCore
import RRenderImages
import RRenderPublication

/// Drives a navigator with JSON lines, for scripts and tests (`rrender session`): one command
/// object per line in, one JSON line per event and exactly one `{"result":…}` line per command
/// out, in the order they happen.
///
/// Commands: `goForward`, `goBackward`, `goLeft`, `goRight`, `goBack` (result: whether the move
/// was allowed); `{"cmd":"goTo","locator":{…}}`, `{"cmd":"goToLink","href":"…"}` (the same);
/// `{"cmd":"tap","x":…,"y":…}` (whether a link took the tap); `{"cmd":"submitPreferences",
/// "preferences":{…}}` (the preferences replace the current ones; result true);
/// `{"cmd":"render","out":"p.png"}` (result: the path, page and pixel size written);
/// `currentLocation` (the locator); `hitRegions` (the frame's links and their rectangles).
///
/// Events: `{"event":"locationChanged","locator":…}`, `didJumpTo`, `{"event":"presentExternalURL",
/// "url":…}`, `{"event":"presentNote","href":…,"text":…,"html":…}` (then the jump to the note),
/// `{"event":"tapped","x":…,"y":…,"locator":…|null}` and `{"event":"error","message":…}`.
/// A line that is not a command gives an `error` event naming the line, then `{"result":null}`.
public final class NavigatorScript: NavigatorDelegate {
    public let navigator: PageNavigator
    private let output: (String) -> Void
    private let writeFile: (String, [UInt8]) throws -> Void
    private var lineNumber = 0

    /// A script over `navigator`, writing each output line with `output` and each rendered PNG
    /// with `writeFile(path, bytes)`. It becomes the navigator's delegate.
    public init(
        navigator: PageNavigator, output: @escaping (String) -> Void,
        writeFile: @escaping (String, [UInt8]) throws -> Void
    ) {
        self.navigator = navigator
        self.output = output
        self.writeFile = writeFile
        navigator.delegate = self
    }

    /// Runs one line of input (blank lines are skipped).
    public func run(line: String) {
        lineNumber += 1
        guard !line.allSatisfy(\.isWhitespace) else { return }
        let result: JSONValue
        do {
            let command = try JSONValue(parsing: line)
            guard let name = command["cmd"]?.stringValue else { throw ScriptError("no \"cmd\"") }
            result = try run(name, command)
        } catch {
            emit(["event": "error", "message": .string("line \(lineNumber): \(error)")])
            result = .null
        }
        emit(["result": result])
    }

    private func run(_ name: String, _ command: JSONValue) throws -> JSONValue {
        switch name {
        case "goForward": return .bool(navigator.goForward())
        case "goBackward": return .bool(navigator.goBackward())
        case "goLeft": return .bool(navigator.goLeft())
        case "goRight": return .bool(navigator.goRight())
        case "goBack": return .bool(navigator.goBack())
        case "goTo":
            guard let json = command["locator"] else { throw ScriptError("goTo needs a \"locator\"") }
            return .bool(navigator.go(to: try Locator(json: json)))
        case "goToLink":
            guard let href = command["href"]?.stringValue else { throw ScriptError("goToLink needs an \"href\"") }
            return .bool(navigator.go(to: Link(href: href)))
        case "tap":
            guard let x = command["x"]?.doubleValue, let y = command["y"]?.doubleValue else {
                throw ScriptError("tap needs \"x\" and \"y\"")
            }
            return .bool(navigator.tapped(at: Point(x: x, y: y)))
        case "submitPreferences":
            let json = command["preferences"] ?? .object([:])
            if navigator.publication.isPDF {
                try navigator.submitPreferences(try PDFPreferences(json: json))
            } else {
                try navigator.submitPreferences(try EPUBPreferences(json: json))
            }
            return .bool(true)
        case "render":
            guard let path = command["out"]?.stringValue, !path.isEmpty else { throw ScriptError("render needs an \"out\" path") }
            let image = try navigator.currentFrame.image
            try writeFile(path, PNGEncoder.encode(image))
            return [
                "out": .string(path), "page": .number(Double(navigator.currentPage)),
                "width": .number(Double(image.width)), "height": .number(Double(image.height))
            ]
        case "currentLocation": return navigator.currentLocation.toJSON()
        case "hitRegions": return .array(try navigator.currentFrame.hitRegions.map(Self.json))
        default: throw ScriptError("unknown command ‘\(name)’")
        }
    }

    static func json(_ region: HitRegion) -> JSONValue {
        let rect: JSONValue = [
            "x": .number(region.rect.x), "y": .number(region.rect.y),
            "width": .number(region.rect.width), "height": .number(region.rect.height)
        ]
        switch region.kind {
        case .link(let href): return ["kind": "link", "href": .string(href), "rect": rect]
        case .noteref(let href): return ["kind": "noteref", "href": .string(href), "rect": rect]
        }
    }

    private func emit(_ json: JSONValue) {
        output(json.serialized())
    }

    // MARK: NavigatorDelegate

    public func navigator(_ navigator: any Navigator, locationDidChange locator: Locator) {
        emit(["event": "locationChanged", "locator": locator.toJSON()])
    }

    public func navigator(_ navigator: any Navigator, didJumpTo locator: Locator) {
        emit(["event": "didJumpTo", "locator": locator.toJSON()])
    }

    public func navigator(_ navigator: any Navigator, presentExternalURL url: URL) {
        emit(["event": "presentExternalURL", "url": .string(url.absoluteString)])
    }

    public func navigator(_ navigator: any Navigator, presentError error: NavigatorError) {
        emit(["event": "error", "message": .string("\(error)")])
    }

    public func navigator(_ navigator: any Navigator, shouldNavigateToNote note: Note) -> Bool {
        emit(["event": "presentNote", "href": .string(note.href), "text": .string(note.text), "html": .string(note.html)])
        return true
    }

    public func navigator(_ navigator: any VisualNavigator, didTapAt point: Point, locator: Locator?) {
        emit(["event": "tapped", "x": .number(point.x), "y": .number(point.y), "locator": locator?.toJSON() ?? .null])
    }
}

/// A script line that is not a valid command.
struct ScriptError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
