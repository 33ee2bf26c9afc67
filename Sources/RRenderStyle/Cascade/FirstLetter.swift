import RRenderXML

/// `::first-letter` (CSS Pseudo-Elements 4 §2.2): the first letter of an element's first line,
/// with the punctuation around it, wrapped in an element styled by the `::first-letter` rules.
enum FirstLetter {
    /// `children` with the first letter of the first text, at any depth of first children, split
    /// off into a `::first-letter` element.
    static func split(_ children: [StyledNode], style: ComputedStyle, host: DOMElement, index: Int) -> [StyledNode] {
        var result = children
        for (position, child) in children.enumerated() {
            switch child {
            case .text(let text):
                guard let (letter, rest) = firstLetter(of: text) else { continue }
                let element = DOMElement(name: "::first-letter", namespace: nil, attributes: [], children: [.text(letter)], line: host.line)
                let styled = StyledElement(element: element, index: index, style: style, children: [.text(letter)])
                result.replaceSubrange(position...position, with: [.element(styled), .text(rest)])
                return result
            case .element(let element):
                // An inner block already has its first letter: there is only one (§2.2).
                if element.name == "::first-letter" { return result }
                guard !element.isGenerated, element.style.display != .none, element.style.float == .none else { continue }
                let inner = split(element.children, style: style, host: host, index: index)
                guard inner.count != element.children.count else { return result } // no text inside: stop here
                result[position] = .element(StyledElement(element: element.element, index: element.index,
                                                          sharedStyle: element.sharedStyle, children: inner, isGenerated: false, firstLine: element.firstLine))
                return result
            }
        }
        return result
    }

    /// The leading white space stays; punctuation before and after the letter joins it.
    private static func firstLetter(of text: String) -> (String, String)? {
        let characters = Array(text)
        var start = 0
        while start < characters.count, characters[start].isWhitespace { start += 1 }
        guard start < characters.count else { return nil }
        var end = start
        while end < characters.count, characters[end].isPunctuation { end += 1 }
        guard end < characters.count, characters[end].isLetter || characters[end].isNumber else { return nil }
        end += 1
        while end < characters.count, characters[end].isPunctuation, !"-–—".contains(characters[end]) { end += 1 }
        let leading = String(characters[..<start]), letter = String(characters[start..<end]), rest = String(characters[end...])
        return (leading + letter, rest)
    }
}
