import RRenderXML
import Testing

@testable import RRenderStyle

/// The computed style of one element of a small document (`<html id='root'>`, `<body id='b'>`
/// around `body`), under `css` and, with `readium`, Readium CSS's base sheets around it.
enum StyleFixture {
    static func style(_ css: String, readium: Bool = false, body: String, target: String) throws -> ComputedStyle {
        let source = """
            <?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml" id='root'><head><title>t</title></head>\
            <body id='b'>\(body)</body></html>
            """
        let document = try DOMParser.parseXHTML(Array(source.utf8), location: "t.xhtml")
        let resolver = StyleResolver(
            environment: MediaEnvironment(width: 600, height: 800),
            authorBefore: readium ? [try #require(ReadiumSheets.before(layout: .reflowable))] : [],
            authorAfter: readium ? [try #require(ReadiumSheets.after(layout: .reflowable))] : [])
        let styled = resolver.style(
            document, authorSheets: [CSSParser.parseStylesheet(css, location: "a.css")], location: "t.xhtml")
        return try styled.find(target)
    }
}
