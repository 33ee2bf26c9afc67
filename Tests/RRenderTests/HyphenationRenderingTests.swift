import Foundation
import RRender
import RRenderHyphenation
import RRenderLayout
import RRenderTestSupport
import Testing

/// `hyphens` through the whole pipeline with Pango and Debian's dictionaries: narrow justified
/// paragraphs break inside words only where the dictionary of their language allows, and the
/// page text never shows the soft hyphens.
@Suite struct HyphenationRenderingTests {
    static let english = """
        Unquestionably, the extraordinary encyclopedia demonstrates considerable typographical \
        sophistication; international organizations appreciate comprehensive documentation \
        concerning hyphenation, justification and responsibilities.
        """
    static let french = """
        Le développement économique international nécessite préférentiellement une considération \
        particulièrement approfondie des responsabilités environnementales.
        """

    /// A line of a paragraph: its text with soft hyphens and its trailing space, as laid out.
    struct Line {
        let raw: String
        var trimmed: String { raw.trimmingCharacters(in: .whitespaces) }
        var endsAtSoftHyphen: Bool { trimmed.hasSuffix("\u{AD}") }
        var endsAtSpace: Bool { raw.last == " " }
    }

    /// The lines of the first page of a one-chapter book in a 220 px wide viewport (180 px of
    /// text), and the page's extracted text.
    func lines(body: String, css: String) throws -> (lines: [Line], pageText: String) {
        var book = EPUBBuilder(chapters: [.init(title: "H", body: body)])
        book.resources = [.init(href: "h.css", mediaType: "text/css", text: "h1 { display: none } " + css)]
        book.chapters[0].body = "<link rel=\"stylesheet\" href=\"h.css\"/>" + body
        let renderer = try Renderer.open(
            path: try book.writeTemporaryFile().path,
            options: RenderOptions(viewport: Viewport(width: 220, height: 800)))
        let lines = try renderer.withPageLayout(1) { page in
            page.fragments.compactMap { fragment -> Line? in
                guard case .text(let line) = fragment else { return nil }
                let bytes = Array(line.paragraph.spec.text.utf8)[line.byteRange]
                return Line(raw: String(decoding: bytes, as: UTF8.self))
            }
        }
        return (lines, try renderer.text(ofPage: 1))
    }

    /// The word broken at the end of `lines[index]` and the number of its characters on that line.
    func brokenWord(_ lines: [Line], at index: Int) -> (word: String, offset: Int) {
        let head = lines[index].trimmed.split(separator: " ").last.map(String.init) ?? ""
        let tail = lines[index + 1].trimmed.split(separator: " ").first.map(String.init) ?? ""
        let clean = { (s: String) in s.replacingOccurrences(of: "\u{AD}", with: "").trimmingCharacters(in: .punctuationCharacters)
        }
        return (clean(head) + clean(tail), clean(head).count)
    }

    @Test func autoBreaksEnglishWordsAtDictionaryPointsOnly() throws {
        let (lines, pageText) = try lines(
            body: "<p lang=\"en\">\(Self.english)</p>", css: "p { hyphens: auto; text-align: justify }")
        let hyphenated = lines.indices.dropLast().filter { lines[$0].endsAtSoftHyphen }
        #expect(hyphenated.count >= 2, "a 180 px column of long words must break some: \(lines.map(\.raw))")
        for index in hyphenated {
            let (word, offset) = brokenWord(lines, at: index)
            let points = LibHyphenHyphenator.shared.hyphenationPoints(of: word, language: "en")
            #expect(points.contains(offset), "\(word) broken after \(offset) characters; the dictionary allows \(points)")
        }
        // Every other line ends between words.
        for index in lines.indices.dropLast() where !lines[index].endsAtSoftHyphen {
            #expect(lines[index].endsAtSpace, "\(lines[index].raw)")
        }
        #expect(!pageText.contains("\u{AD}"))
        #expect(pageText.contains("Unquestionably, the extraordinary encyclopedia"))
    }

    @Test func noneNeverBreaksInsideAWord() throws {
        let body = "<p lang=\"en\">\(Self.english.replacingOccurrences(of: "hyphenation", with: "hy&#173;phen&#173;ation"))</p>"
        let (lines, _) = try lines(body: body, css: "p { hyphens: none; text-align: justify }")
        #expect(lines.count > 5)
        for line in lines {
            #expect(!line.raw.contains("\u{AD}"), "\(line.raw)")
        }
        let words = Set(Self.english.split(whereSeparator: { $0 == " " }).map(String.init))
        for line in lines.dropLast() { #expect(line.endsAtSpace, "\(line.raw)") }
        for line in lines {
            #expect(line.raw.split(separator: " ").allSatisfy { words.contains(String($0)) }, "\(line.raw)")
        }
    }

    @Test func manualBreaksOnlyAtTheAuthorsSoftHyphens() throws {
        let text = "See incomprehensibilities and other difficulties in typographical compositions."
        let body =
            "<p lang=\"en\">\(text.replacingOccurrences(of: "incomprehensibilities", with: "incompre&#173;hensibilities"))</p>"
        let (lines, pageText) = try lines(body: body, css: "p { hyphens: manual }")
        let paragraphText = lines.map(\.raw).joined()
        #expect(paragraphText.filter { $0 == "\u{AD}" }.count == 1, "only the author's soft hyphen")
        let hyphenated = lines.indices.dropLast().filter { lines[$0].endsAtSoftHyphen }
        #expect(hyphenated.count == 1, "\(lines.map(\.raw))")
        if let index = hyphenated.first { #expect(brokenWord(lines, at: index) == ("incomprehensibilities", 8)) }
        #expect(pageText == text)
    }

    @Test func frenchTextUsesTheFrenchDictionary() throws {
        let (lines, pageText) = try lines(
            body: "<p lang=\"fr\">\(Self.french)</p>", css: "p { hyphens: auto; text-align: justify }")
        // Every word of five letters or more carries exactly the French points as soft hyphens.
        let paragraph = lines.map(\.raw).joined()
        for word in paragraph.split(whereSeparator: { !$0.isLetter && $0 != "\u{AD}" }) where word.count >= 5 {
            let bare = word.replacingOccurrences(of: "\u{AD}", with: "")
            var offsets: [Int] = [], count = 0
            for character in word {
                if character == "\u{AD}" { offsets.append(count) } else { count += 1 }
            }
            #expect(offsets == LibHyphenHyphenator.shared.hyphenationPoints(of: bare, language: "fr"), "\(word)")
        }
        #expect(paragraph.contains("dé\u{AD}ve\u{AD}lop\u{AD}pe\u{AD}ment"))
        #expect(lines.dropLast().contains { $0.endsAtSoftHyphen })
        #expect(!pageText.contains("\u{AD}") && pageText.hasPrefix("Le développement économique"))
    }
}
