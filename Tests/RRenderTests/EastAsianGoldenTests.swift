import RRender
import RRenderCore
import RRenderTestSupport
import Testing

/// Golden pages of Japanese typography: ruby, emphasis marks and tate-chu-yoko, on built pages
/// and on kusamakura (compared with Chromium in docs/BrowserComparison.md, "issue 19").
@Suite struct EastAsianGoldenTests {
    let golden = GoldenImage(suite: "EastAsian")

    /// Group, mono, spaced and under ruby, and three kinds of emphasis marks.
    static let body = """
        <p>あ<ruby>山路<rt>やまみち</rt></ruby>を<ruby>窮屈<rt>きゅうくつ</rt></ruby>に<ruby>三軒両隣<rt>りょうどなり</rt></ruby>と\
        漢<ruby>凧<rt>たこあげ</rt></ruby>字</p>
        <p>行<ruby>智<rt>ち</rt></ruby>に<ruby><rb>漢</rb><rb>字</rb><rt>かん</rt><rt>じ</rt></ruby>で\
        <ruby style="ruby-position: under">下<rp>（</rp><rt>した</rt><rp>）</rp></ruby>の</p>
        <p><span style="text-emphasis: sesame red">人の世、</span><span style="text-emphasis: filled circle">強調</span>\
        <span style="-webkit-text-emphasis: open dot; text-emphasis-position: under left">下点</span></p>
        """

    private func check(_ renderer: Renderer, page: Int = 1, _ name: String) throws {
        let image = try renderer.renderPage(page).frame.image
        if let failure = golden.check(image, named: name) { Issue.record(Comment(rawValue: failure.description)) }
    }

    @Test func horizontalRubyAndEmphasis() throws {
        try check(
            try EastAsianFixture.renderer(
                Self.body, css: EastAsianFixture.css + " p { margin-bottom: 0.5em }",
                viewport: Viewport(width: 480, height: 260)), "horizontalRubyAndEmphasis")
    }

    @Test func verticalRubyEmphasisAndTateChuYoko() throws {
        let body =
            Self.body
            + "<p>平成<span style=\"text-combine-upright: all\">22</span>年<span style=\"-epub-text-combine: horizontal\">12</span>月<span style=\"text-combine-upright: all\">100</span>日</p>"
        try check(
            try EastAsianFixture.renderer(body, vertical: true, viewport: Viewport(width: 320, height: 480)),
            "verticalRubyEmphasisAndTateChuYoko")
    }

    /// kusamakura's first chapter (ruby, sesame marks in red) and afterword (tate-chu-yoko dates).
    @Test(arguments: [("OPS/xhtml/一.xhtml", "kusamakuraChapterOne"), ("OPS/xhtml/後付.xhtml", "kusamakuraAfterword")])
    func kusamakura(_ href: String, _ name: String) throws {
        let chapter = CorpusChapter(
            book: "kusamakura-japanese-vertical-writing.epub", href: href,
            resources: ["OPS/css/vertical.css", "OPS/css/horizontal.css", "OPS/fonts/foobar.ttf"], language: "ja")
        let renderer = try Renderer.open(
            path: try chapter.write().path, options: RenderOptions(viewport: Viewport(width: 600, height: 800), concurrency: 1))
        try check(renderer, name)
    }
}
