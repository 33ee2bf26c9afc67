import RRenderCore
import RRenderPublication

/// Moves through a publication (seed 001, Readium's Navigator Public API; readium.md §2.1). The
/// navigator is the single source of truth for the location; it never persists it: the host
/// saves the locators it is handed (`locationChanged`) and gives one back as the initial location.
///
/// Every move returns whether it is allowed (false: out of bounds, or a target the publication
/// does not hold) and calls `completion` once the target screen is current and its frame
/// painted, before returning; never when it returned false. `animated` is accepted for API compatibility: a
/// headless navigator has no transition to animate.
public protocol Navigator: AnyObject {
    /// The publication being read.
    var publication: Publication { get }
    /// The most complete locator of the screen: see `PageNavigator.currentLocation`.
    var currentLocation: Locator { get }

    /// Jumps to `locator`: its text quote, else its fragment, else its progression.
    @discardableResult func go(to locator: Locator, animated: Bool, completion: (() -> Void)?) -> Bool
    /// Jumps to `link` (a reading-order item, a table-of-contents entry, a `#fragment` in it).
    @discardableResult func go(to link: Link, animated: Bool, completion: (() -> Void)?) -> Bool
    /// Moves one screen on in the reading progression.
    @discardableResult func goForward(animated: Bool, completion: (() -> Void)?) -> Bool
    /// Moves one screen back in the reading progression.
    @discardableResult func goBackward(animated: Bool, completion: (() -> Void)?) -> Bool
}

extension Navigator {
    /// Jumps to `locator`, without completion.
    @discardableResult public func go(to locator: Locator) -> Bool { go(to: locator, animated: false, completion: nil) }
    /// Jumps to `link`, without completion.
    @discardableResult public func go(to link: Link) -> Bool { go(to: link, animated: false, completion: nil) }
    /// Moves one screen on, without completion.
    @discardableResult public func goForward() -> Bool { goForward(animated: false, completion: nil) }
    /// Moves one screen back, without completion.
    @discardableResult public func goBackward() -> Bool { goBackward(animated: false, completion: nil) }
}

/// The direction pages turn on screen: a navigator's resolved reading progression, never `auto`
/// (seed 001, "VisualNavigator").
public enum NavigatorReadingProgression: String, Sendable {
    case ltr, rtl
}

/// A navigator that draws the publication into frames and takes taps (readium.md §2.2).
public protocol VisualNavigator: Navigator {
    /// The direction pages turn: forward is leftward when `rtl`.
    var readingProgression: NavigatorReadingProgression { get }
    /// The screen on show: its pixels and hit regions.
    var currentFrame: Frame { get throws(RRenderError) }

    /// `goBackward` in LTR, `goForward` in RTL.
    @discardableResult func goLeft(animated: Bool, completion: (() -> Void)?) -> Bool
    /// `goForward` in LTR, `goBackward` in RTL.
    @discardableResult func goRight(animated: Bool, completion: (() -> Void)?) -> Bool
    /// Handles a tap at `point` (viewport CSS px): follows a link, hands a note or an external
    /// URL to the host, else reports the tap with the text under it. True when a link took it.
    @discardableResult func tapped(at point: Point) -> Bool
}

extension VisualNavigator {
    /// Moves one screen left, without completion.
    @discardableResult public func goLeft() -> Bool { goLeft(animated: false, completion: nil) }
    /// Moves one screen right, without completion.
    @discardableResult public func goRight() -> Bool { goRight(animated: false, completion: nil) }
}
