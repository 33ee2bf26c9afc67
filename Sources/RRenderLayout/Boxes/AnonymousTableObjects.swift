import RRenderStyle
import RRenderXML

/// The anonymous table objects of CSS 2.1 §17.2.1: table parts without the boxes around them
/// that the table model needs get anonymous ones, and white space between table parts is not
/// rendered. Anonymous boxes are `StyledElement`s of an unnamed element, with the inherited
/// properties of their parent and the initial values of the others.
enum AnonymousTableObjects {
    /// The element anonymous boxes stand for: no name, no attributes.
    static let anonymousElement = DOMElement(name: "", namespace: nil, attributes: [], children: [], line: 0)

    /// An anonymous box of `display` inside `parent`, holding `children`.
    static func anonymous(_ display: Display, in parent: StyledElement, children: [StyledNode]) -> StyledElement {
        var style = parent.style.inheritingProperties()
        style.display = display
        return StyledElement(element: anonymousElement, index: parent.index, style: style, children: children)
    }

    /// True when `element` is one of the boxes anonymous ones stand for.
    static func isAnonymous(_ element: StyledElement) -> Bool { element.element === anonymousElement }

    // MARK: Children of a box that is not part of a table

    /// True when some child of a box that is not a table part is a table part (a misparented
    /// row, cell, row group, column or caption), so that it needs an anonymous table.
    static func hasMisparentedParts(_ element: StyledElement) -> Bool {
        element.children.contains { node in
            if case .element(let child) = node { return child.style.display.isTablePart }
            return false
        }
    }

    /// The children of a box that is not a table part, each run of table parts (white space
    /// between them dropped) wrapped in an anonymous table: an inline-table when the parent is
    /// an inline box, else a table.
    static func wrappingMisparentedParts(of parent: StyledElement) -> [StyledNode] {
        let children = droppingWhiteSpaceBetweenParts(parent.children, tabular: false)
        let display: Display = parent.style.display == .inline ? .inlineTable : .table
        var result: [StyledNode] = []
        var run: [StyledNode] = []
        var pendingSpace: [StyledNode] = []
        func flush() {
            guard !run.isEmpty else { return }
            result.append(.element(anonymous(display, in: parent, children: run)))
            run = []
        }
        for node in children {
            switch node {
            case .element(let child) where child.style.display.isTablePart:
                run += pendingSpace
                pendingSpace = []
                run.append(node)
            case .element(let child) where child.style.display == .none && !run.isEmpty:
                // Makes no box: it neither ends a run nor belongs outside it.
                pendingSpace.append(node)
            default:
                flush()
                result += pendingSpace
                pendingSpace = []
                result.append(node)
            }
        }
        flush()
        return result + pendingSpace
    }

    // MARK: Children of table boxes

    /// The children of a table or inline-table: captions, row groups, rows and columns, other
    /// content (cells included) in anonymous rows, white space between parts dropped.
    static func tableChildren(of table: StyledElement) -> [StyledElement] {
        wrapping(table, isProper: isProperTableChild, wrapper: .tableRow)
    }

    /// The rows of a row group: other content in anonymous rows.
    static func groupRows(of group: StyledElement) -> [StyledElement] {
        wrapping(group, isProper: { $0 == .tableRow }, wrapper: .tableRow)
    }

    /// The cells of a row: other content in anonymous cells.
    static func rowCells(of row: StyledElement) -> [StyledElement] {
        wrapping(row, isProper: { $0 == .tableCell }, wrapper: .tableCell)
    }

    /// The columns of a column group: anything else is not rendered.
    static func groupColumns(of group: StyledElement) -> [StyledElement] {
        group.children.compactMap { node in
            guard case .element(let child) = node, child.style.display == .tableColumn else { return nil }
            return child
        }
    }

    static func isProperTableChild(_ display: Display) -> Bool {
        switch display {
        case .tableRow, .tableRowGroup, .tableHeaderGroup, .tableFooterGroup, .tableColumn, .tableColumnGroup, .tableCaption: true
        default: false
        }
    }

    /// The element children of a tabular container: those `isProper` accepts as they are, each
    /// run of other content in an anonymous `wrapper`.
    private static func wrapping(_ parent: StyledElement, isProper: (Display) -> Bool, wrapper: Display) -> [StyledElement] {
        let children = droppingWhiteSpaceBetweenParts(parent.children, tabular: true)
        var result: [StyledElement] = []
        var run: [StyledNode] = []
        func flush() {
            // A run of content that makes no box (elements with `display: none`) needs no wrapper.
            let makesBoxes = run.contains { node in
                if case .element(let child) = node { return child.style.display != .none }
                return true
            }
            if makesBoxes { result.append(anonymous(wrapper, in: parent, children: run)) }
            run = []
        }
        for node in children {
            if case .element(let child) = node, child.style.display != .none, isProper(child.style.display) {
                flush()
                result.append(child)
            } else {
                run.append(node)
            }
        }
        flush()
        return result
    }

    // MARK: White space

    /// `nodes` without the runs of white-space text that sit between two table parts (§17.2.1,
    /// "remove irrelevant boxes"); in a tabular container (`tabular`) also those with a table
    /// part on one side and nothing on the other.
    static func droppingWhiteSpaceBetweenParts(_ nodes: [StyledNode], tabular: Bool) -> [StyledNode] {
        // Boxes only: elements that make none do not count as neighbours.
        func isPart(_ node: StyledNode?) -> Bool? {
            guard let node else { return nil }
            if case .element(let child) = node { return child.style.display.isTablePart }
            return false
        }
        var result: [StyledNode] = []
        var index = 0
        while index < nodes.count {
            guard isWhiteSpace(nodes[index]) else {
                result.append(nodes[index])
                index += 1
                continue
            }
            var end = index
            while end < nodes.count, isWhiteSpace(nodes[end]) { end += 1 }
            let before = neighbour(in: nodes, from: index - 1, step: -1), after = neighbour(in: nodes, from: end, step: 1)
            let drop: Bool
            switch (isPart(before), isPart(after)) {
            case (true?, true?): drop = true
            case (true?, nil), (nil, true?), (nil, nil): drop = tabular
            default: drop = false
            }
            if !drop { result += nodes[index..<end] }
            index = end
        }
        return result
    }

    /// The nearest node from `start` in direction `step` that makes a box, if any.
    private static func neighbour(in nodes: [StyledNode], from start: Int, step: Int) -> StyledNode? {
        var index = start
        while nodes.indices.contains(index) {
            if case .element(let child) = nodes[index], child.style.display == .none {
                index += step
                continue
            }
            return nodes[index]
        }
        return nil
    }

    private static func isWhiteSpace(_ node: StyledNode) -> Bool {
        guard case .text(let text) = node else { return false }
        return text.utf8.allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D || $0 == 0x0C }
    }
}
