import RRenderCore
import Testing

@Suite struct EPUBPreferencesEditorTests {
    static let english = Metadata(title: "T", languages: ["en"])

    func editor(
        _ preferences: EPUBPreferences = .empty, metadata: Metadata = english,
        defaults: EPUBDefaults = EPUBDefaults()
    ) -> EPUBPreferencesEditor {
        EPUBPreferencesEditor(preferences: preferences, metadata: metadata, defaults: defaults)
    }

    static let ranges: [(EPUBPreferenceKey, ClosedRange<Double>, Double?, Double)] = [
        (.fontSize, 0.1...5.0, 0.1, 1.0), (.fontWeight, 0.0...2.5, 0.25, 1.0), (.letterSpacing, 0.0...1.0, 0.1, 0),
        (.lineHeight, 1.0...2.0, 0.1, 1.2), (.pageMargins, 0.0...4.0, 0.3, 1.0), (.paragraphIndent, 0.0...3.0, 0.2, 0),
        (.paragraphSpacing, 0.0...2.0, 0.1, 0), (.typeScale, 1.0...2.0, nil, 1.2), (.wordSpacing, 0.0...1.0, 0.1, 0)
    ]

    @Test(arguments: ranges)
    func rangesStepsAndEffectiveDefaults(
        key: EPUBPreferenceKey, range: ClosedRange<Double>, step: Double?,
        effective: Double
    ) {
        let description = editor().settingDescription(for: key)
        #expect(description.supportedRange == range)
        #expect(description.step == step)
        #expect(description.effectiveValue == .number(effective))
        #expect(description.value == nil)
    }

    @Test func typeScaleStepsThroughItsList() {
        let editor = editor()
        #expect(editor.typeScale.settingDescription().steps == EPUBPreferenceKey.typeScaleSteps)
        editor.typeScale.increment()
        #expect(editor.typeScale.value == 1.25)
        editor.typeScale.set(1.1)
        editor.typeScale.decrement()
        #expect(editor.typeScale.value == 1.067)
        editor.typeScale.set(1.618)
        editor.typeScale.increment()
        #expect(editor.typeScale.value == 1.618)
    }

    @Test func incrementStartsFromTheEffectiveValueAndStaysInRange() {
        let editor = editor()
        editor.fontSize.increment()
        #expect(editor.fontSize.value == 1.1)
        #expect(editor.settings.fontSize == 1.1)
        editor.lineHeight.decrement()
        #expect(editor.lineHeight.value == 1.1)
        editor.fontSize.set(4.95)
        editor.fontSize.increment()
        #expect(editor.fontSize.value == 5.0)
        editor.pageMargins.set(0.1)
        editor.pageMargins.decrement()
        #expect(editor.pageMargins.value == 0)
    }

    @Test func setClampsIntoTheRange() {
        let editor = editor()
        editor.fontSize.set(9)
        #expect(editor.fontSize.value == 5)
        editor.fontSize.set(0)
        #expect(editor.fontSize.value == 0.1)
        editor.lineHeight.set(0.5)
        #expect(editor.preferences.lineHeight == 1)
        editor.fontSize.set(nil)
        #expect(editor.preferences.fontSize == nil)
    }

    @Test func formatting() {
        let editor = editor()
        #expect(editor.fontSize.format(value: 1.5) == "150%")
        #expect(editor.fontSize.format(value: 0.1) == "10%")
        #expect(editor.fontWeight.format(value: 1.25) == "125%")
        #expect(editor.paragraphIndent.format(value: 0.4) == "40%")
        #expect(editor.lineHeight.format(value: 1.2) == "1.2")
        #expect(editor.pageMargins.format(value: 1) == "1")
        #expect(editor.typeScale.format(value: 1.067) == "1.067")
        #expect(editor.typeScale.format(value: 1.0 / 3.0) == "0.33333")
        #expect(editor.fontSize.settingDescription().label == "100%")
    }

    @Test func wordSpacingNeedsPublisherStylesOffTheDefaultVariantAndAValue() {
        let editor = editor()
        #expect(!editor.wordSpacing.isEffective)
        editor.wordSpacing.set(0.2)
        #expect(!editor.wordSpacing.isEffective)  // publisher styles still on
        editor.publisherStyles.toggle()
        #expect(editor.preferences.publisherStyles == false)
        #expect(editor.wordSpacing.isEffective)
        editor.language.set("ar")  // rtl variant
        #expect(!editor.wordSpacing.isEffective)
        editor.language.clear()
        editor.wordSpacing.clear()
        #expect(!editor.wordSpacing.isEffective)
    }

    @Test func imageFilterOnlyInTheDarkTheme() {
        let editor = editor(EPUBPreferences(imageFilter: .darken))
        #expect(!editor.imageFilter.isEffective)
        editor.theme.set(.dark)
        #expect(editor.imageFilter.isEffective)
        #expect(editor.imageFilter.effectiveValue == .darken)
        editor.imageFilter.set(nil)
        #expect(editor.imageFilter.value == nil)
    }

    @Test func hyphensTakeEffectWhenJustified() {
        let editor = editor(EPUBPreferences(publisherStyles: false))
        #expect(!editor.hyphens.isEffective)
        #expect(editor.hyphens.effectiveValue == false)
        editor.textAlign.set(TextAlignment.justify)
        #expect(editor.hyphens.isEffective)
        #expect(editor.hyphens.effectiveValue == true)
        editor.textAlign.set(TextAlignment.left)
        editor.hyphens.set(false)
        #expect(editor.hyphens.isEffective)
        editor.publisherStyles.set(true)
        #expect(!editor.hyphens.isEffective)
    }

    @Test func layoutGatesReflowableAndFixedKeys() {
        let fixed = editor(metadata: Metadata(layout: .fixed))
        #expect(!fixed.fontSize.isEffective)
        #expect(!fixed.scroll.isEffective)
        #expect(fixed.spread.isEffective && fixed.fit.isEffective)
        #expect(fixed.offsetFirstPage.isEffective)
        fixed.spread.set(.never)
        #expect(!fixed.offsetFirstPage.isEffective)
        let reflowable = editor()
        #expect(reflowable.fontSize.isEffective && reflowable.theme.isEffective)
        #expect(!reflowable.spread.isEffective)
        #expect(reflowable.columnCount.isEffective)
        reflowable.scroll.toggle()
        #expect(!reflowable.columnCount.isEffective)
    }

    @Test func coloursFollowTheThemeAndTakeEffectOnlyWhenSet() {
        let editor = editor(EPUBPreferences(theme: .sepia))
        #expect(editor.backgroundColor.effectiveValue == Color(rgb: 0xFAF4E8))
        #expect(editor.textColor.effectiveValue == Color(rgb: 0x121212))
        #expect(!editor.backgroundColor.isEffective && !editor.textColor.isEffective)
        editor.backgroundColor.set(Color(rgb: 0x102030))
        #expect(editor.backgroundColor.isEffective)
        #expect(editor.settings.backgroundColor == Color(rgb: 0x102030))
    }

    @Test func enumsIgnoreUnsupportedValues() {
        let editor = editor()
        #expect(editor.textAlign.supportedValues == [nil, .start, .left, .right, .justify])
        editor.textAlign.set(TextAlignment.center)
        #expect(editor.textAlign.value == nil)
        #expect(editor.readingProgression.supportedValues == [.ltr, .rtl])
        editor.readingProgression.set(.ttb)
        #expect(editor.preferences.readingProgression == nil)
        editor.readingProgression.set(.rtl)
        #expect(editor.settings.readingProgression == .rtl)
    }

    @Test func verticalTextAndScroll() {
        let editor = editor(metadata: Metadata(languages: ["ja"], readingProgression: .rtl))
        #expect(editor.verticalText.effectiveValue)
        #expect(editor.scroll.effectiveValue && !editor.scroll.isEffective)
        editor.verticalText.toggle()
        #expect(editor.preferences.verticalText == false)
        #expect(!editor.scroll.effectiveValue && editor.scroll.isEffective)
    }

    @Test func clearUnsetsEverything() {
        let editor = editor(EPUBPreferences(fontSize: 2, theme: .dark))
        #expect(editor.settings.theme == .dark)
        editor.clear()
        #expect(editor.preferences.isEmpty)
        #expect(editor.settings == EPUBSettings(preferences: .empty, metadata: Self.english))
    }

    @Test func optionalPreferencesHaveNoEffectiveValueUntilSomethingDecides() {
        let editor = editor()
        #expect(editor.fontFamily.effectiveValue == nil)
        editor.fontFamily.set("Iowan Old Style")
        #expect(editor.fontFamily.value == "Iowan Old Style")
        #expect(editor.settings.fontFamily == "Iowan Old Style")
        #expect(editor.language.effectiveValue == "en")
    }
}
