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
