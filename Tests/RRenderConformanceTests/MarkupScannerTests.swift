import Testing

@testable import RRenderConformance

/// The scanner reads a test's links, flags and style sheets from XHTML and from HTML that is not
/// well-formed, and skips what a browser would not see as markup.
@Suite struct MarkupScannerTests {
    @Test func readsLinksAndMetaOfXHTML() {
        let text = """
            <html xmlns="http://www.w3.org/1999/xhtml"><head>
            <link rel="match" href="a-ref.xht" />
            <meta name="flags" content="ahem image" />
            </head></html>
            """
        let scanner = MarkupScanner(text)
        #expect(scanner.tags(named: "link") == [.init(name: "link", attributes: ["rel": "match", "href": "a-ref.xht"])])
        #expect(scanner.tags(named: "meta").first?.attributes["content"] == "ahem image")
    }

    @Test func readsUnquotedAndUppercaseHTMLAttributes() {
        let tags = MarkupScanner("<LINK REL=mismatch HREF=b.html><link rel='match' href=\"c &amp; d.html\">").tags(named: "link")
        #expect(tags.map { $0.attributes["rel"] } == ["mismatch", "match"])
        #expect(tags.map { $0.attributes["href"] } == ["b.html", "c & d.html"])
    }

    @Test func skipsCommentsCDATAAndScripts() {
        let text = """
            <!-- <link rel="match" href="old.xht"> --><script>var s = "<link rel='match' href='x'>";</script>
            <![CDATA[ <link rel="match" href="cdata"> ]]><link rel="match" href="kept.xht">
            """
        #expect(MarkupScanner(text).tags(named: "link").map { $0.attributes["href"] } == ["kept.xht"])
    }

    @Test func handsOverStyleText() {
        var styles: [String] = []
        MarkupScanner("<style type='text/css'>p > a { background: url(x.png) }</style><p>a</p>").scan(
            tag: { _ in }, styleText: { styles.append($0) })
        #expect(styles == ["p > a { background: url(x.png) }"])
    }

    @Test func keepsPrefixesOfAttributesButNotOfElements() {
        let tag = MarkupScanner("<svg:image xlink:href='i.png'/>").tags(named: "image").first
        #expect(tag?.attributes["xlink:href"] == "i.png")
    }
}
