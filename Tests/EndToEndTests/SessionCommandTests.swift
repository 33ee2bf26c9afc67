import Foundation
import RRenderCore
import RRenderTestSupport
import Testing

/// `rrender session`, `locate` and `tap`: a navigator driven from the command line.
@Suite struct SessionCommandTests {
    let rrender = CommandRunner()

    /// Two short chapters: the first links to an element of the second and to the web.
    private func book() throws -> String {
        let chapters: [EPUBBuilder.Chapter] = [
            .init(
                title: "One",
                body: """
                    <p><a href="chapter_002.xhtml#target">To the target</a></p>
                    <p><a href="https://example.org/page">Out to the web</a></p>
                    <p>Plain words to tap on.</p>
                    """),
            .init(title: "Two", body: "<p>Filler before the target.</p><p id=\"target\">The target paragraph.</p>")
        ]
        return try EPUBBuilder(chapters: chapters).writeTemporaryFile(named: "session.epub").path
    }

    @Test func aScriptInGivesTheExactEventsOut() throws {
        let script = """
            {"cmd":"currentLocation"}
            {"cmd":"hitRegions"}
            {"cmd":"tap","x":60,"y":127}
            {"cmd":"goBack"}
            {"cmd":"tap","x":60,"y":165}
            {"cmd":"tap","x":40,"y":203}
            {"cmd":"tap","x":300,"y":20}
            {"cmd":"goForward"}
            {"cmd":"goBackward"}
            {"cmd":"goTo","locator":{"href":"OEBPS/chapter_002.xhtml","type":"application/xhtml+xml","locations":{"fragments":["target"]}}}
            {"cmd":"goBack"}
            {"cmd":"goBack"}
            {"cmd":"submitPreferences","preferences":{"fontSize":2}}
            {"cmd":"nonsense"}
            not json
            """
        let run = try rrender.run(["session", try book(), "--viewport", "400x300"], input: script + "\n")
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        #expect(run.output == Self.transcript)
    }

    @Test func locateAndTapAreOneShotForms() throws {
        let book = try book()
        let locate = try rrender.run(["locate", book, "--page", "2", "--viewport", "400x300"])
        #expect(locate.status == 0 && locate.stderr.isEmpty, "\(locate.stderr)")
        let locator = try Locator(jsonString: locate.output)
        #expect(locator.href == "OEBPS/chapter_002.xhtml" && locator.title == "Two" && locator.locations.position == 2)
        let tap = try rrender.run(["tap", book, "--page", "1", "--at", "60,127", "--viewport", "400x300"])
        #expect(tap.status == 0 && tap.stderr.isEmpty, "\(tap.stderr)")
        let events = tap.output.split(separator: "\n").map { try? JSONValue(parsing: String($0)) }
        #expect(
            events.map { $0?["event"]?.stringValue ?? $0?["result"].map { "result \($0.serialized())" } ?? "?" }
                == ["locationChanged", "didJumpTo", "result true"])
        let web = try rrender.run(["tap", book, "--at", "60,165", "--viewport", "400x300"])
        #expect(web.output.hasPrefix(#"{"event":"presentExternalURL","url":"https://example.org/page"}"#))
    }

    /// `--page` names the book's pages: a non-linear item's screen, numbered after them, is out of
    /// range, as `rrender --page` says.
    @Test func aNonLinearScreenIsNotAPageOfTheBook() throws {
        let chapters: [EPUBBuilder.Chapter] = [
            .init(title: "One", body: "<p>The first page.</p>"),
            .init(title: "Answers", body: "<p>The answers.</p>", linear: false)
        ]
        let book = try EPUBBuilder(chapters: chapters).writeTemporaryFile(named: "session-non-linear.epub").path
        let first = try rrender.run(["locate", book, "--page", "1"])
        #expect(first.status == 0 && first.output.contains("chapter_001.xhtml"), "\(first.stderr)")
        let answers = try rrender.run(["locate", book, "--page", "2"])
        #expect(answers.status == 64 && answers.errorLines.count == 1 && answers.stderr.contains("page 2"), "\(answers.stderr)")
    }

    @Test func badRequestsAreOneLineErrors() throws {
        let book = try book()
        let far = try rrender.run(["locate", book, "--page", "9"])
        #expect(far.status == 64 && far.errorLines.count == 1 && far.stderr.contains("page 9"), "\(far.stderr)")
        let point = try rrender.run(["tap", book, "--at", "left"])
        #expect(point.status == 64 && point.stderr.contains("--at"), "\(point.stderr)")
        let missing = try rrender.run(["session", "/nonexistent/book.epub"], input: "{\"cmd\":\"goForward\"}\n")
        #expect(missing.status == 66 && missing.errorLines.count == 1 && missing.output.isEmpty, "\(missing.stderr)")
        let locator = try rrender.run(["session", book, "--locator", "{"], input: "")
        #expect(locator.status == 64 && locator.stderr.contains("--locator"), "\(locator.stderr)")
    }

    /// What the script above gives: the events of each command, then its result.
    static let transcript = #"""
        {"result":{"href":"OEBPS/chapter_001.xhtml","locations":{"cssSelector":"html > body > h1:nth-child(1)","position":1,"progression":0,"totalProgression":0},"text":{"highlight":"One\nTo the target\nOut to the web\nPlain words to tap on."},"title":"One","type":"application/xhtml+xml"}}
        {"result":[{"href":"OEBPS/chapter_002.xhtml#target","kind":"link","rect":{"height":21.7919921875,"width":95.8876953125,"x":20,"y":116.463984375}},{"href":"https://example.org/page","kind":"link","rect":{"height":21.7919921875,"width":111.5361328125,"x":20,"y":154.2559765625}}]}
        {"event":"locationChanged","locator":{"href":"OEBPS/chapter_002.xhtml","locations":{"cssSelector":"html > body > h1:nth-child(1)","position":2,"progression":0,"totalProgression":0.5},"text":{"highlight":"Two\nFiller before the target.\nThe target paragraph."},"title":"Two","type":"application/xhtml+xml"}}
        {"event":"didJumpTo","locator":{"href":"OEBPS/chapter_002.xhtml","locations":{"cssSelector":"html > body > h1:nth-child(1)","position":2,"progression":0,"totalProgression":0.5},"text":{"highlight":"Two\nFiller before the target.\nThe target paragraph."},"title":"Two","type":"application/xhtml+xml"}}
        {"result":true}
        {"event":"locationChanged","locator":{"href":"OEBPS/chapter_001.xhtml","locations":{"cssSelector":"html > body > h1:nth-child(1)","position":1,"progression":0,"totalProgression":0},"text":{"highlight":"One\nTo the target\nOut to the web\nPlain words to tap on."},"title":"One","type":"application/xhtml+xml"}}
        {"result":true}
        {"event":"presentExternalURL","url":"https://example.org/page"}
        {"result":true}
        {"event":"tapped","locator":{"href":"OEBPS/chapter_001.xhtml","locations":{"cssSelector":"html > body > p:nth-child(4)","position":1,"progression":0,"totalProgression":0},"text":{"after":" words to tap on.","before":"One To the target Out to the web ","highlight":"Plain"},"title":"One","type":"application/xhtml+xml"},"x":40,"y":203}
        {"result":false}
        {"event":"tapped","locator":null,"x":300,"y":20}
        {"result":false}
        {"event":"locationChanged","locator":{"href":"OEBPS/chapter_002.xhtml","locations":{"cssSelector":"html > body > h1:nth-child(1)","position":2,"progression":0,"totalProgression":0.5},"text":{"highlight":"Two\nFiller before the target.\nThe target paragraph."},"title":"Two","type":"application/xhtml+xml"}}
        {"result":true}
        {"event":"locationChanged","locator":{"href":"OEBPS/chapter_001.xhtml","locations":{"cssSelector":"html > body > h1:nth-child(1)","position":1,"progression":0,"totalProgression":0},"text":{"highlight":"One\nTo the target\nOut to the web\nPlain words to tap on."},"title":"One","type":"application/xhtml+xml"}}
        {"result":true}
        {"event":"locationChanged","locator":{"href":"OEBPS/chapter_002.xhtml","locations":{"cssSelector":"html > body > h1:nth-child(1)","position":2,"progression":0,"totalProgression":0.5},"text":{"highlight":"Two\nFiller before the target.\nThe target paragraph."},"title":"Two","type":"application/xhtml+xml"}}
        {"event":"didJumpTo","locator":{"href":"OEBPS/chapter_002.xhtml","locations":{"cssSelector":"html > body > h1:nth-child(1)","position":2,"progression":0,"totalProgression":0.5},"text":{"highlight":"Two\nFiller before the target.\nThe target paragraph."},"title":"Two","type":"application/xhtml+xml"}}
        {"result":true}
        {"event":"locationChanged","locator":{"href":"OEBPS/chapter_001.xhtml","locations":{"cssSelector":"html > body > h1:nth-child(1)","position":1,"progression":0,"totalProgression":0},"text":{"highlight":"One\nTo the target\nOut to the web\nPlain words to tap on."},"title":"One","type":"application/xhtml+xml"}}
        {"result":true}
        {"result":false}
        {"event":"locationChanged","locator":{"href":"OEBPS/chapter_001.xhtml","locations":{"cssSelector":"html > body > h1:nth-child(1)","position":1,"progression":0,"totalProgression":0},"text":{"highlight":"One\nTo the target\nOut to the web"},"title":"One","type":"application/xhtml+xml"}}
        {"result":true}
        {"event":"error","message":"line 14: unknown command ‘nonsense’"}
        {"result":null}
        {"event":"error","message":"line 15: invalid JSON: DecodingError.dataCorrupted: Data was corrupted. Debug description: The given data was not valid JSON."}
        {"result":null}

        """#
}
