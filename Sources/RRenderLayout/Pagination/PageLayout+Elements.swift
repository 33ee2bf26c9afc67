import RRenderCore

extension PageLayout {
    /// The first line of the page's own text: not generated (a list marker), not a repeated
    /// table header (see `text`) and not a line holding only images, in reading order.
    public var firstTextLine: TextFragment? {
        for case .text(let line) in fragmentsInReadingOrder where !line.paragraph.isGenerated && !line.isRepeated {
            if line.paragraph.spec.text(in: line.byteRange).contains(where: { !$0.isWhitespace }) { return line }
        }
        return nil
    }
}

extension Flow {
    /// The first atom holding a line of the element `selector` names, nil when none does.
    /// `selector` is one `ElementSelectors` makes: a paragraph-bearing block's (the atom of its
    /// first line), or any ancestor's path (the atom of the first paragraph inside it).
    public func atom(ofSelector selector: String) -> Int? {
        let inside = selector + " > "
        for (index, atom) in atoms.enumerated() {
            for case .text(let line) in atom.fragments where !line.paragraph.isGenerated {
                guard let own = line.paragraph.spec.cssSelector else { continue }
                if own == selector || own.hasPrefix(inside) { return index }
            }
        }
        // Text out of the flow (absolutely positioned) is on the page of its box's atom.
        for box in positioned {
            for case .text(let line) in box.fragments where !line.paragraph.isGenerated {
                guard let own = line.paragraph.spec.cssSelector else { continue }
                if own == selector || own.hasPrefix(inside) { return box.atom }
            }
        }
        return nil
    }
}
