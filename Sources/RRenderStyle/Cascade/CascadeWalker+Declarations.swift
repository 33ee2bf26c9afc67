import RRenderCore

/// One declaration that applies to an element, with its cascade precedence.
struct Declared {
    let priority: CascadePriority
    let name: String
    let value: [CSSComponentValue]
}

extension CascadeWalker {
    /// Every declaration that applies to `element`, grouped by the pseudo-element it styles (nil:
    /// the element itself), each group sorted in cascade order (CSS Cascade 4 §6).
    mutating func declarations(for element: Int) -> [PseudoElement?: [Declared]] {
        declarationsAndRules(for: element).declared
    }

    /// `declarations(for:)`, and the matching rules' orders when they alone (with the parent's
    /// style and the language) decide the element's style: no presentational hint, no `style`
    /// attribute, no custom property or `var()` (whose substitutions draw on a budget shared by
    /// the document). Elements alike by those share their style (`CascadeWalker.matchedStyles`).
    mutating func declarationsAndRules(for element: Int) -> (declared: [PseudoElement?: [Declared]], rules: [Int]?) {
        var groups: [PseudoElement?: [Declared]] = [:]
        var rules: [Int]? = []
        let dom = tree.element(element)
        for (order, hint) in PresentationalHints.declarations(
            for: dom, table: { PresentationalHints.cellTable(of: element, in: tree) }
        ).enumerated() {
            let priority = CascadePriority(
                origin: .author, important: false, fromStyleAttribute: false, specificity: .zero,
                order: -1000 + order)
            groups[nil, default: []].append(Declared(priority: priority, name: hint.0, value: hint.1))
            rules = nil
        }
        for entry in index.matches(for: element, in: tree) {
            if entry.selector.pseudoElement == nil { rules?.append(entry.order) }
            for declaration in entry.value.declarations {
                if entry.selector.pseudoElement == nil,
                    declaration.name.hasPrefix("--") || CustomProperties.containsVariable(declaration.value)
                {
                    rules = nil
                }
                let priority = CascadePriority(
                    origin: entry.value.origin, important: declaration.important,
                    fromStyleAttribute: false, specificity: entry.selector.specificity, order: entry.order)
                groups[entry.selector.pseudoElement, default: []]
                    .append(Declared(priority: priority, name: declaration.name, value: declaration.value))
            }
        }
        if let attribute = dom.attribute("style") {
            rules = nil
            let (parsed, problems) = CSSParser.parseStyleAttribute(attribute, location: "\(location):\(dom.line)")
            // A `style` attribute's URLs are relative to its document (CSS Style Attributes §3).
            let declarations = CSSURLs.resolving(parsed, against: location)
            diagnostics += problems
            for declaration in declarations {
                let priority = CascadePriority(
                    origin: .author, important: declaration.important, fromStyleAttribute: true,
                    specificity: .zero, order: 0)
                groups[nil, default: []].append(Declared(priority: priority, name: declaration.name, value: declaration.value))
            }
        }
        for key in groups.keys { groups[key]?.sort { $0.priority < $1.priority } }
        return (groups, rules)
    }

    /// False, with a diagnostic, for an unknown property or a value it does not accept: such a
    /// declaration is dropped before the cascade, so an earlier valid one still applies
    /// (CSS Syntax 3 §5.4.6, the fallback pattern `width: 10px; width: calc(…)`). Values with
    /// `var()` are checked after substitution.
    mutating func isValid(_ name: String, _ value: [CSSComponentValue]) -> Bool {
        if name.hasPrefix("--") { return true }
        guard let property = PropertyRegistry.properties[name] else {
            // SVG's own properties are kept for inline SVG elements (`SVGPresentation`).
            if !PropertyRegistry.acceptedButUnused.contains(name), !SVGPresentation.svgOnly.contains(name) {
                report("css.unknown-property", "property ‘\(name)’ is not supported")
            }
            return false
        }
        if Values.wideKeyword(value) != nil || CustomProperties.containsVariable(value) { return true }
        var scratch = ComputedStyle.initial
        let context = ValueContext(
            fontSize: 16, rootFontSize: 16, viewport: Size(width: environment.width, height: environment.height),
            parent: .initial, color: .black)
        guard property.compute(&scratch, value, context) else {
            report("css.invalid-value", "invalid value for ‘\(name)’: \(value.cssText)")
            return false
        }
        return true
    }
}
