import RRenderCore

extension CascadeWalker {
    /// The computed style from sorted `declared` values, inheriting from `parent`.
    mutating func computedStyle(_ declared: [Declared], element: Int, parent: ComputedStyle) -> ComputedStyle {
        var style = parent.inheritingProperties()
        style.language = tree.language(of: element)
        style.customProperties = customProperties(declared, inherited: parent.customProperties)
        var winners = cascadedValues(declared, customProperties: style.customProperties)
        var context = ValueContext(
            fontSize: parent.fontSize, rootFontSize: rootFontSize,
            viewport: Size(width: environment.width, height: environment.height),
            parent: parent, color: parent.color, textZoom: textZoom, imageDimensions: imageDimensions)
        context.fontMetrics = fontMetrics
        context.font = ValueContext.font(of: parent)
        if !winners.logical.isEmpty { physicalSides(of: &winners, context: context) }
        // The font first (em, ex and ch in other properties; ex in font-size is the parent's
        // font's), then color (currentcolor), then the rest.
        for name in Self.computedFirst {
            if let value = winners.values[name] { apply(name, value, to: &style, context: context) }
            context.fontSize = style.fontSize
            context.color = style.color
        }
        context.font = ValueContext.font(of: style)
        for (name, value) in winners.values where !Self.computedFirst.contains(name) {
            apply(name, value, to: &style, context: context)
        }
        style.settleDirection()
        return style
    }

    /// The properties other values depend on, in the order they are computed.
    static let computedFirst = ["font-family", "font-style", "font-weight", "font-size", "color"]

    /// The element's custom properties: the inherited ones with its own declarations on top,
    /// each with its `var()` references substituted (a cycle or unknown reference drops it).
    private func customProperties(
        _ declared: [Declared], inherited: [String: [CSSComponentValue]]
    ) -> [String: [CSSComponentValue]] {
        var own: [String: [CSSComponentValue]] = [:]
        for declaration in declared where declaration.name.hasPrefix("--") { own[declaration.name] = declaration.value }
        guard !own.isEmpty else { return inherited }
        var result = inherited.merging(own) { _, new in new }
        for (name, value) in own where CustomProperties.containsVariable(value) {
            result[name] = CustomProperties.substitute(value, in: result, budget: substitutionBudget)
        }
        return result
    }

    /// The winning value of each longhand, and each flow-relative one's with its place in the
    /// cascade (`LogicalProperties`, mapped once the writing mode is known).
    struct CascadedValues {
        var values: [String: [CSSComponentValue]] = [:]
        /// Where each physical longhand was last set, in cascade order.
        var order: [String: Int] = [:]
        var logical: [String: (value: [CSSComponentValue], order: Int)] = [:]
    }

    /// The flow-relative declarations set the physical sides the element's writing mode and
    /// direction make them, unless a later declaration set those sides (CSS Logical 1 §4).
    private func physicalSides(of winners: inout CascadedValues, context: ValueContext) {
        var flow = context.parent
        for name in ["writing-mode", "direction", "text-orientation"] {
            if let value = winners.values[name] { apply(name, value, to: &flow, context: context) }
        }
        flow.settleDirection()
        for (name, declared) in winners.logical.sorted(by: { $0.value.order < $1.value.order }) {
            guard let side = LogicalProperties.physical(name, mode: flow.writingMode, direction: flow.direction) else {
                continue
            }
            if let physicalOrder = winners.order[side], physicalOrder > declared.order { continue }
            winners.values[side] = declared.value
        }
        winners.logical = [:]
    }

    /// The winning value of each longhand: declarations in cascade order, `var()` substituted,
    /// shorthands expanded, invalid ones dropped.
    private mutating func cascadedValues(
        _ declared: [Declared], customProperties: [String: [CSSComponentValue]]
    ) -> CascadedValues {
        var winners = CascadedValues()
        for (order, declaration) in declared.enumerated() where !declaration.name.hasPrefix("--") {
            var value = declaration.value
            if CustomProperties.containsVariable(value) {
                guard let substituted = CustomProperties.substitute(value, in: customProperties, budget: substitutionBudget)
                else {
                    // Invalid at computed-value time: the property is as if `unset` (CSS Variables 1 §3.1).
                    for (longhand, _) in Shorthands.expand(declaration.name, [.token(.ident("unset"))]) {
                        winners.set(longhand, [.token(.ident("unset"))], order: order)
                    }
                    continue
                }
                value = substituted
            }
            let longhands = Shorthands.expand(declaration.name, value)
            if longhands.isEmpty { report("css.invalid-value", "invalid value for ‘\(declaration.name)’: \(value.cssText)") }
            for (longhand, longValue) in longhands {
                // A flow-relative side is checked as the physical one it sets (any of them).
                let checked = LogicalProperties.physical(longhand, mode: .horizontalTB, direction: .ltr) ?? longhand
                guard isValid(checked, longValue) else { continue }
                // `-rrender-zero-unless-auto` keeps an `auto` margin that would lose to it.
                if longhand.hasPrefix("margin-"), let previous = winners.values[longhand],
                    CSSValues.keyword(previous) == "auto", CSSValues.keyword(longValue) == PropertyRegistry.zeroUnlessAuto
                {
                    continue
                }
                winners.set(longhand, longValue, order: order)
            }
        }
        return winners
    }

    /// Computes a declared value that `isValid` accepted; one that only fails after `var()`
    /// substitution behaves as `unset`.
    private func apply(_ name: String, _ value: [CSSComponentValue], to style: inout ComputedStyle, context: ValueContext) {
        guard let property = PropertyRegistry.properties[name] else { return }
        if let keyword = Values.wideKeyword(value) {
            let inherits = keyword == "inherit" || (keyword != "initial" && property.inherited)
            property.copy(&style, inherits ? context.parent : ComputedStyle.initial)
            return
        }
        if !property.compute(&style, value, context) {
            property.copy(&style, property.inherited ? context.parent : ComputedStyle.initial)
        }
    }
}

extension CascadeWalker.CascadedValues {
    mutating func set(_ name: String, _ value: [CSSComponentValue], order position: Int) {
        if LogicalProperties.isLogical(name) {
            logical[name] = (value, position)
        } else {
            values[name] = value
            order[name] = position
        }
    }
}
