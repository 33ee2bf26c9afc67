import RRenderCore
import RRenderPublication

/// Something whose presentation follows the reader's preferences (readium.md §3.1): it settles
/// them into settings and redraws. The app never sets settings, it submits preferences.
public protocol Configurable: AnyObject {
    associatedtype Settings
    associatedtype Preferences

    /// The settings in use.
    var settings: Settings { get }

    /// Recomputes the settings from `preferences` and updates the presentation.
    func submitPreferences(_ preferences: Preferences) throws(RRenderError)
}

/// One reader in one publication: the page on screen, its locator, and the preferences it is
/// drawn with. Submitting preferences lays the book out again and keeps the same place on screen
/// (the page holding the current locator). Not thread-safe: use it from one thread or actor.
public final class ReadingSession: Configurable {
    public let publication: Publication
    /// The app's fallbacks for preferences the reader has not set.
    public let defaults: EPUBDefaults
    /// What the reader asked for.
    public private(set) var preferences: EPUBPreferences
    /// The renderer for the current settings.
    public private(set) var renderer: Renderer
    /// The page on screen, from 1.
    public private(set) var currentPage: Int
    /// Where the page on screen starts.
    public private(set) var currentLocator: Locator

    /// Opens `path` at its first page with `preferences`.
    public init(path: String, options: RenderOptions = RenderOptions(), preferences: EPUBPreferences = .empty,
                defaults: EPUBDefaults = EPUBDefaults()) throws(RRenderError) {
        publication = try Renderer.openPublication(path)
        self.defaults = defaults
        self.preferences = preferences
        renderer = try Renderer(publication: publication, options: options, preferences: preferences, defaults: defaults)
        currentPage = 1
        currentLocator = try renderer.locator(ofPage: 1)
    }

    /// The settings in use.
    public var settings: EPUBSettings { renderer.options.settings }

    /// An editor over the current preferences, for a settings screen (submit its `preferences`).
    public func editor() -> EPUBPreferencesEditor {
        EPUBPreferencesEditor(preferences: preferences, metadata: publication.metadata, defaults: defaults)
    }

    /// Shows page `number`.
    public func go(toPage number: Int) throws(RRenderError) {
        currentLocator = try renderer.locator(ofPage: number)
        currentPage = number
    }

    /// Lays the book out for `preferences` and shows the page holding the current locator.
    public func submitPreferences(_ preferences: EPUBPreferences) throws(RRenderError) {
        let next = try Renderer(publication: publication, options: renderer.options, preferences: preferences, defaults: defaults)
        let page = next.pageNumber(for: currentLocator) ?? 1
        self.preferences = preferences
        renderer = next
        currentPage = page
        // The locator stays the one the reader was at, so going back and forth between
        // settings does not drift (readium.md §7, theme 2).
    }

    /// The page on screen, rendered.
    public func render() throws(RRenderError) -> RenderedPage {
        try renderer.renderPage(currentPage)
    }
}
