import RRenderCore
import RRenderLayout
import RRenderTestSupport
import Testing

/// The word under a point of a page. The fixed-advance shaper draws 8 px characters on 20 px
/// lines, so a word's place is plain arithmetic.
@Suite struct TextHitTests {
    let fixture = LayoutFixture(viewport: Size(width: 200, height: 100))
    let flat = "body, p { margin: 0 }"

    private func hit(
        _ body: String, css: String = "", page: Int = 0, at point: Point,
        fixture: LayoutFixture? = nil
    ) throws -> TextHit? {
        let pages = try (fixture ?? self.fixture).pages(body: body, css: flat + " " + css)
        return pages[page].textHit(at: point)
    }

    @Test func leftToRightFindsTheWordAndItsContext() throws {
        // "alpha" 0..<40, "beta" 48..<80, "gamma" 88..<128.
        let body = "<p>alpha beta gamma</p>"
        let hit = try #require(try self.hit(body, at: Point(x: 60, y: 10)))
        #expect(hit.word == "beta")
        #expect(hit.before == "alpha ")
        #expect(hit.after == " gamma")
        #expect(try self.hit(body, at: Point(x: 5, y: 10))?.word == "alpha")
        #expect(try self.hit(body, at: Point(x: 127, y: 19))?.word == "gamma")
        #expect(try self.hit(body, at: Point(x: 44, y: 10)) == nil)  // the space
        #expect(try self.hit(body, at: Point(x: 60, y: 30)) == nil)  // below the line
        #expect(try self.hit(body, at: Point(x: 150, y: 10)) == nil)  // after its end
    }

    @Test func contextRunsIntoTheNeighbouringParagraphsAndStopsAtFifty() throws {
        let long = String(repeating: "x", count: 70)
        let pages = try LayoutFixture(viewport: Size(width: 800, height: 400)).pages(
            body: "<p>\(long)</p><p>one two</p><p>three \(long)</p>", css: flat)
        let hit = try #require(pages[0].textHit(at: Point(x: 40, y: 30)))  // second line: "two" at 32..<56
        #expect(hit.word == "two")
        #expect(hit.before == String(repeating: "x", count: 45) + "\none ")
        #expect(hit.after == "\nthree " + String(repeating: "x", count: 43))
    }

    @Test func rightToLeftRectanglesAreVisual() throws {
        // Right-aligned, drawn from the right: "alpha" at 160..<200, "beta" 120..<152, "gamma" 72..<112.
        let body = "<p>alpha beta gamma</p>"
        let css = "p { direction: rtl }"
        #expect(try hit(body, css: css, at: Point(x: 190, y: 10))?.word == "alpha")
        #expect(try hit(body, css: css, at: Point(x: 125, y: 10))?.word == "beta")
        #expect(try hit(body, css: css, at: Point(x: 80, y: 10))?.word == "gamma")
        #expect(try hit(body, css: css, at: Point(x: 20, y: 10)) == nil)
    }

    @Test func twoColumnsFindWordsInEitherColumn() throws {
        // Columns 90 px wide, 20 px apart: two 4-letter words a line, five lines a column.
        var fixture = self.fixture
        fixture.columns = PageColumns(count: 2, gap: 20)
        let words = (1...20).map { String(format: "w%03d", $0) }
        let body = "<p>\(words.joined(separator: " "))</p>"
        let css = "p { widows: 1; orphans: 1 }"
        #expect(try hit(body, css: css, at: Point(x: 10, y: 30), fixture: fixture)?.word == "w003")
        #expect(try hit(body, css: css, at: Point(x: 50, y: 90), fixture: fixture)?.word == "w010")
        #expect(try hit(body, css: css, at: Point(x: 115, y: 30), fixture: fixture)?.word == "w013")
        #expect(try hit(body, css: css, at: Point(x: 155, y: 90), fixture: fixture)?.word == "w020")
        #expect(try hit(body, css: css, at: Point(x: 100, y: 30), fixture: fixture) == nil)  // the gap
    }

    @Test func verticalLinesAreColumnsDownThePage() throws {
        // Columns 20 px wide from the right edge, 12 characters (96 px) each:
        // "alpha beta " at x 180..<200, "gamma delta" at 160..<180.
        let body = "<p>alpha beta gamma delta</p>"
        let css = "body { writing-mode: vertical-rl }"
        #expect(try hit(body, css: css, at: Point(x: 190, y: 20))?.word == "alpha")
        #expect(try hit(body, css: css, at: Point(x: 190, y: 60))?.word == "beta")
        #expect(try hit(body, css: css, at: Point(x: 170, y: 20))?.word == "gamma")
        #expect(try hit(body, css: css, at: Point(x: 170, y: 60))?.word == "delta")
        #expect(try hit(body, css: css, at: Point(x: 190, y: 44)) == nil)
    }

    @Test func wordsAreLettersAndDigitsInAnyScript() throws {
        #expect(try hit("<p>the whale's tail</p>", at: Point(x: 50, y: 10))?.word == "whale's")
        #expect(try hit("<p>(1851) edition</p>", at: Point(x: 20, y: 10))?.word == "1851")
        #expect(try hit("<p>(1851) edition</p>", at: Point(x: 3, y: 10)) == nil)  // the parenthesis
        // Japanese has no spaces: one character is one word.
        #expect(try hit("<p>吾輩は猫である</p>", at: Point(x: 12, y: 10))?.word == "輩")
        #expect(try hit("<p>مرحبا بالعالم</p>", css: "p { direction: rtl }", at: Point(x: 190, y: 10))?.word == "مرحبا")
    }

    @Test func generatedTextIsNoWord() throws {
        let body = "<p class='c'>text</p>"
        let css = ".c::before { content: 'Note: ' }"
        #expect(try hit(body, css: css, at: Point(x: 10, y: 10)) == nil)
        #expect(try hit(body, css: css, at: Point(x: 60, y: 10))?.word == "text")
    }
}
