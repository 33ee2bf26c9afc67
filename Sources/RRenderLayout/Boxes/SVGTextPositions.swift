import Foundation
import RRenderXML

/// Gives librsvg the per-character positions of SVG text.
///
/// SVG lets `x`, `y`, `dx` and `dy` of `<text>` and `<tspan>` be lists, one value per character
/// (SVG 1.1 §10.4, SVG 2 §11.8.1): books converted from print set whole pages that way, one
/// glyph at a time. librsvg 2.54 reads only the first value of each list, so such a page came out
/// overprinted on one line. It does follow a single `x`/`y` on each `<tspan>`, so every
/// positioned character is moved into a `<tspan>` of its own carrying that character's values.
/// White space is collapsed here as SVG's default `xml:space` does (newlines dropped, tabs as
/// spaces, runs of spaces as one, none at the ends), and the result is marked
/// `xml:space="preserve"` so librsvg keeps the characters as split.
enum SVGTextPositions {
    static let positional = ["x", "y", "dx", "dy"]

    /// `text` with its per-character positions made explicit, or `text` itself when it has no
    /// list of more than one value (or uses `xml:space="preserve"` or `<textPath>`, left alone).
    static func rewrite(_ text: DOMElement) -> DOMElement {
        var hasList = false, unsupported = false
        visit(text) { element in
            if element.attribute("space", namespace: Namespace.xml) == "preserve" || element.name == "textPath" {
                unsupported = true
            }
            if positional.contains(where: { values(element.attribute($0)).count > 1 }) { hasList = true }
        }
        guard hasList, !unsupported else { return text }
        var collapser = Collapser()
        let collapsed = collapser.collapse(text)
        var index = 0
        let rebuilt = rebuild(collapsed, lists: [], index: &index)
        return DOMElement(
            name: rebuilt.name, namespace: rebuilt.namespace,
            attributes: rebuilt.attributes + [DOMAttribute(name: "space", namespace: Namespace.xml, value: "preserve")],
            children: rebuilt.children, line: rebuilt.line)
    }

    /// The lists of one element and the index of its first character.
    private struct Lists {
        var start: Int
        var values: [String: [String]]
    }

    /// A copy of `element` without position attributes, each positioned character of its text
    /// in a `<tspan>` with the values that apply to it (the innermost element with a value for
    /// the character's index wins, SVG 1.1 §10.5).
    private static func rebuild(_ element: DOMElement, lists: [Lists], index: inout Int) -> DOMElement {
        var own: [String: [String]] = [:]
        for name in positional { own[name] = values(element.attribute(name)) }
        let scope = lists + [Lists(start: index, values: own)]
        var children: [DOMNode] = []
        for child in element.children {
            switch child {
            case .element(let inner):
                children.append(.element(isTextContent(inner) ? rebuild(inner, lists: scope, index: &index) : inner))
            case .text(let string):
                children += split(string, scope: scope, index: &index, namespace: element.namespace, line: element.line)
            }
        }
        let attributes = element.attributes.filter { $0.namespace != nil || !positional.contains($0.name) }
        return DOMElement(
            name: element.name, namespace: element.namespace, attributes: attributes, children: children,
            line: element.line)
    }

    /// Text as runs: a new `<tspan>` at each character with a position of its own.
    private static func split(_ string: String, scope: [Lists], index: inout Int, namespace: String?, line: Int) -> [DOMNode] {
        var nodes: [DOMNode] = [], run = "", runAttributes: [DOMAttribute]?
        func flush() {
            guard !run.isEmpty else { return }
            if let runAttributes {
                nodes.append(
                    .element(
                        DOMElement(
                            name: "tspan", namespace: namespace, attributes: runAttributes,
                            children: [.text(run)], line: line)))
            } else {
                nodes.append(.text(run))
            }
            run = ""
        }
        for scalar in string.unicodeScalars {
            let attributes = positional.compactMap { name in
                value(name, at: index, in: scope).map {
                    DOMAttribute(name: name, namespace: nil, value: $0)
                }
            }
            if !attributes.isEmpty {
                flush()
                runAttributes = attributes
            }
            run.unicodeScalars.append(scalar)
            // SVG counts characters in UTF-16 code units: one outside the BMP takes two values.
            index += scalar.utf16.count
        }
        flush()
        return nodes
    }

    /// The value of list `name` for character `index`: the innermost element's list that has one.
    private static func value(_ name: String, at index: Int, in scope: [Lists]) -> String? {
        for lists in scope.reversed() {
            guard let list = lists.values[name], !list.isEmpty else { continue }
            let offset = index - lists.start
            if offset >= 0, offset < list.count { return list[offset] }
        }
        return nil
    }

    /// The values of a list attribute (separated by white space and/or commas).
    static func values(_ attribute: String?) -> [String] {
        guard let attribute else { return [] }
        return attribute.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).map(
            String.init)
    }

    /// `<tspan>` and `<a>` carry text on; other elements (`<title>`, `<desc>`) are no part of it.
    private static func isTextContent(_ element: DOMElement) -> Bool {
        element.name == "tspan" || element.name == "a"
    }

    private static func visit(_ element: DOMElement, _ body: (DOMElement) -> Void) {
        body(element)
        element.forEachDescendant(body)
    }
}

/// SVG's default white-space handling of one `<text>` (SVG 1.1 §10.15, `xml:space="default"`).
private struct Collapser {
    private var lastWasSpace = true

    /// `text` with its character data collapsed, leading and trailing spaces removed.
    mutating func collapse(_ text: DOMElement) -> DOMElement {
        let collapsed = collapseChildren(of: text)
        return trimmingTrailingSpace(collapsed).element
    }

    private mutating func collapseChildren(of element: DOMElement) -> DOMElement {
        var children: [DOMNode] = []
        for child in element.children {
            switch child {
            case .element(let inner):
                guard inner.name == "tspan" || inner.name == "a" else { continue }
                children.append(.element(collapseChildren(of: inner)))
            case .text(let string):
                var result = ""
                for scalar in string.unicodeScalars where scalar != "\n" && scalar != "\r" {
                    let space = scalar == " " || scalar == "\t"
                    if space, lastWasSpace { continue }
                    result.unicodeScalars.append(space ? " " : scalar)
                    lastWasSpace = space
                }
                if !result.isEmpty { children.append(.text(result)) }
            }
        }
        return DOMElement(
            name: element.name, namespace: element.namespace, attributes: element.attributes,
            children: children, line: element.line)
    }

    /// `element` without the space that ends its text; `done` once a character that is not a
    /// space was met from the end.
    private func trimmingTrailingSpace(_ element: DOMElement) -> (element: DOMElement, done: Bool) {
        var children = element.children, done = false
        var position = children.count - 1
        while position >= 0, !done {
            switch children[position] {
            case .element(let inner):
                let trimmed = trimmingTrailingSpace(inner)
                children[position] = .element(trimmed.element)
                done = trimmed.done
            case .text(let string):
                let kept = string.hasSuffix(" ") ? String(string.dropLast()) : string
                if kept.isEmpty { children.remove(at: position) } else { children[position] = .text(kept) }
                done = !kept.isEmpty
            }
            position -= 1
        }
        return (
            DOMElement(
                name: element.name, namespace: element.namespace, attributes: element.attributes,
                children: children, line: element.line), done
        )
    }
}
