import RRenderXML

/// `::first-letter` (CSS Pseudo-Elements 4 §2.2): the first letter of an element's first line,
/// with the punctuation around it, wrapped in an element styled by the `::first-letter` rules.
enum FirstLetter {
    /// How far a walk through the first children got.
    private enum Outcome {
        /// The letter is wrapped.
        case found
        /// Only white space and punctuation so far: the letter may be further on.
        case open
        /// Something other than a letter comes first (a symbol, a picture): no first letter.
        case blocked
    }

    /// `children` with the first letter of the first text, at any depth of first children, split
    /// off into a `::first-letter` element; `::before` content counts as the element's first.
    /// Punctuation before the letter in elements of its own (`<a>"<span>This`) is wrapped too,
    /// in a `::first-letter` element of the same style; nothing is when no letter follows it.
    /// - Parameter style: the letter's style, inheriting from the element it is in (`hostStyle`
    ///   or an inner one's: the `::before` whose content it starts).
    static func split(
        _ children: [StyledNode], hostStyle: ComputedStyle, host: DOMElement, index: Int,
        style: (ComputedStyle) -> ComputedStyle
    ) -> [StyledNode] {
        let (nodes, outcome) = walk(children, parent: hostStyle, host: host, index: index, style: style)
        return outcome == .found ? nodes : children
    }

    private static func walk(
        _ children: [StyledNode], parent: ComputedStyle, host: DOMElement, index: Int,
        style: (ComputedStyle) -> ComputedStyle
    ) -> ([StyledNode], Outcome) {
        var result: [StyledNode] = []
        func letter(_ text: String) -> StyledNode {
            let element = DOMElement(
                name: "::first-letter", namespace: nil, attributes: [], children: [.text(text)], line: host.line)
            return .element(StyledElement(element: element, index: index, style: style(parent), children: [.text(text)]))
        }
        for (position, child) in children.enumerated() {
            switch child {
            case .text(let text):
                switch parts(of: text) {
                case .letter(let first, let rest):
                    result += [letter(first), .text(rest)] + children[(position + 1)...]
                    return (result, .found)
                case .punctuation(let leading, let marks):
                    if !leading.isEmpty { result.append(.text(leading)) }
                    if !marks.isEmpty { result.append(letter(marks)) }
                case .other:
                    return (children, .blocked)
                }
            case .element(let element):
                // An inner block already has its first letter: there is only one (§2.2).
                if element.name == "::first-letter" { return (children, .blocked) }
                let skipped =
                    (element.isGenerated && element.name != "::before") || element.style.display == .none
                    || element.style.float != .none
                if skipped {
                    result.append(child)
                    continue
                }
                // A picture or an empty inline-block is content that is not a letter.
                if element.children.isEmpty, element.style.display != .inline || element.isReplaced {
                    return (children, .blocked)
                }
                let (inner, outcome) = walk(element.children, parent: element.style, host: host, index: index, style: style)
                if outcome == .blocked { return (children, .blocked) }
                result.append(
                    .element(
                        StyledElement(
                            element: element.element, index: element.index, sharedStyle: element.sharedStyle,
                            children: inner, isGenerated: element.isGenerated, firstLine: element.firstLine)))
                if outcome == .found { return (result + children[(position + 1)...], .found) }
            }
        }
        return (result, .open)
    }

    private enum Parts {
        /// The leading white space, the punctuation around it and the letter; then the rest.
        case letter(String, rest: String)
        /// White space then only punctuation (either may be empty): the letter is further on.
        case punctuation(leading: String, marks: String)
        /// Something else first.
        case other
    }

    /// The leading white space stays in the letter's element; punctuation before and after the
    /// letter joins it.
    private static func parts(of text: String) -> Parts {
        let characters = Array(text)
        var start = 0
        while start < characters.count, characters[start].isWhitespace { start += 1 }
        var end = start
        while end < characters.count, characters[end].isPunctuation { end += 1 }
        guard end < characters.count else {
            return .punctuation(leading: String(characters[..<start]), marks: String(characters[start..<end]))
        }
        guard characters[end].isLetter || characters[end].isNumber else { return .other }
        end += 1
        while end < characters.count, characters[end].isPunctuation, !"-–—".contains(characters[end]) { end += 1 }
        return .letter(String(characters[..<end]), rest: String(characters[end...]))
    }
}
