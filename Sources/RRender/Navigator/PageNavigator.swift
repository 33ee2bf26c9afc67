import RRenderCore
import RRenderPublication

/// The visual navigator over rendered screens, for reflowable EPUB, fixed-layout EPUB and PDF
/// alike (seed 001, Readium's Navigator Public API; readium.md §2): a screen is a page of its
/// `FrameSource` (a `Renderer` unless the app brings its own; a spread for fixed layouts and
/// PDFs). It keeps the location, a back stack of jumps (`BackStack`, after seed 004's
/// "Navigation and Stacking": navigations stack, going back unstacks) and the frame on show,
/// and tells its host what happens through `delegate` and `events`.
///
/// Moves are synchronous: a move lays out what it needs, updates the location and sends its
/// events before it returns. The frame is painted when first asked for (`currentFrame`), or
/// before the completion runs when a move is given one, so walking a book costs layout only. Not thread-safe: use it from one thread or actor.
public final class PageNavigator: VisualNavigator {
    public let publication: Publication
    /// The pages for the current viewport and settings.
    public internal(set) var frameSource: any FrameSource
    /// Makes `frameSource` anew for a viewport or settings (see `FrameSourceMaker`).
    let makeFrameSource: FrameSourceMaker
    /// The screen on show, from 1 (a page of `frameSource`).
    public private(set) var currentPage: Int
    /// The most complete locator of the screen (readium.md §1.9): the top of the screen as
    /// `progression` in its resource, `position` and `totalProgression` quantised as Readium
    /// does, the table-of-contents title, the first visible element's `cssSelector`, and the
    /// screen's opening words as a text quote (PDF: the page's first 280 characters).
    public private(set) var currentLocation: Locator
    /// Receives the events, on the navigator's thread, as they happen.
    public weak var delegate: (any NavigatorDelegate)?
    /// The events, for `for await` (the newest 1024 are kept until read).
    public let events: AsyncStream<NavigatorEvent>

    /// What the reader asked for (EPUB), with the app's fallbacks.
    public internal(set) var preferences: EPUBPreferences
    public let defaults: EPUBDefaults
    /// What the reader asked for (PDF), with the app's fallbacks.
    public internal(set) var pdfPreferences: PDFPreferences
    public let pdfDefaults: PDFDefaults

    private let continuation: AsyncStream<NavigatorEvent>.Continuation
    /// The history of jumps; a snapshot shows its screen again without layout.
    var history: BackStack<Screen>
    /// The frame of `currentPage`, once painted.
    var frame: Screen?
    /// What relayouts keep on screen: the target of the last jump, or the top of the last
    /// screen turned to. Several relayouts in a row re-anchor on it, so the place never drifts.
    var anchor: Locator
    /// The last locator sent with `locationChanged`.
    private var lastSent: Locator?

    /// A navigator on `publication` at `initialLocation` (the first screen when it is nil or
    /// names nothing in the publication), drawn with `options` and the settings the preferences
    /// and defaults resolve to (EPUB ones for an EPUB, PDF ones for a PDF); `makeFrameSource`
    /// lays the pages out, now and on every relayout (a `Renderer` by default).
    public init(
        publication: Publication, initialLocation: Locator? = nil, options: RenderOptions = RenderOptions(),
        preferences: EPUBPreferences = .empty, defaults: EPUBDefaults = EPUBDefaults(),
        pdfPreferences: PDFPreferences = .empty, pdfDefaults: PDFDefaults = PDFDefaults(),
        makeFrameSource: @escaping FrameSourceMaker = PageNavigator.renderer
    ) throws(RRenderError) {
        self.publication = publication
        self.preferences = preferences
        self.defaults = defaults
        self.pdfPreferences = pdfPreferences
        self.pdfDefaults = pdfDefaults
        self.makeFrameSource = makeFrameSource
        let source = try makeFrameSource(
            FrameSourceRequest(
                publication: publication, options: options, preferences: preferences,
                defaults: defaults, pdfPreferences: pdfPreferences, pdfDefaults: pdfDefaults))
        frameSource = source
        (events, continuation) = AsyncStream.makeStream(of: NavigatorEvent.self, bufferingPolicy: .bufferingNewest(1024))
        let start = initialLocation.flatMap { publication.locate($0) }
        let page = start.flatMap { source.pageNumber(for: $0) } ?? 1
        let location = try source.locator(ofPage: page)
        currentPage = page
        currentLocation = location
        anchor = start ?? location
        history = BackStack(start: location)
    }

    deinit { continuation.finish() }

    /// A renderer for the publication's kind and the preferences that apply to it: the frame
    /// source a navigator makes unless it is given another way.
    public static func renderer(_ request: FrameSourceRequest) throws(RRenderError) -> any FrameSource {
        let publication = request.publication, options = request.options
        return publication.isPDF
            ? try Renderer(
                publication: publication, options: options, pdfPreferences: request.pdfPreferences, defaults: request.pdfDefaults)
            : try Renderer(
                publication: publication, options: options, preferences: request.preferences, defaults: request.defaults)
    }

    /// The direction pages turn: the resolved `readingProgression` setting.
    public var readingProgression: NavigatorReadingProgression {
        let progression =
            publication.isPDF
            ? frameSource.options.pdfSettings.readingProgression : frameSource.options.settings.readingProgression
        return progression == .rtl ? .rtl : .ltr
    }

    /// True when `goBack()` has a jump to undo.
    public var canGoBack: Bool { history.canGoBack }

    /// The screen on show, painted on first use and kept until the screen changes.
    public var currentFrame: Frame {
        get throws(RRenderError) {
            if let frame, frame.page == currentPage, let shown = frame.frame { return shown }
            let painted = try frameSource.renderPage(currentPage).frame
            frame = Screen(page: currentPage, frame: painted)
            return painted
        }
    }

    // MARK: Moves

    @discardableResult
    public func go(to locator: Locator, animated: Bool = false, completion: (() -> Void)? = nil) -> Bool {
        guard let target = publication.locate(locator), let page = frameSource.pageNumber(for: target) else { return false }
        return jump(to: page, anchor: target, completion: completion)
    }

    @discardableResult
    public func go(to link: Link, animated: Bool = false, completion: (() -> Void)? = nil) -> Bool {
        guard let locator = publication.locate(link) else { return false }
        return go(to: locator, animated: animated, completion: completion)
    }

    @discardableResult
    public func goForward(animated: Bool = false, completion: (() -> Void)? = nil) -> Bool {
        turn(to: currentPage + 1, completion: completion)
    }

    @discardableResult
    public func goBackward(animated: Bool = false, completion: (() -> Void)? = nil) -> Bool {
        turn(to: currentPage - 1, completion: completion)
    }

    @discardableResult
    public func goLeft(animated: Bool = false, completion: (() -> Void)? = nil) -> Bool {
        readingProgression == .rtl ? goForward(completion: completion) : goBackward(completion: completion)
    }

    @discardableResult
    public func goRight(animated: Bool = false, completion: (() -> Void)? = nil) -> Bool {
        readingProgression == .rtl ? goBackward(completion: completion) : goForward(completion: completion)
    }

    /// Shows screen `number` if it exists: the page turn behind `goForward` and `goBackward`.
    /// Page turns do not touch the back stack.
    @discardableResult
    public func go(toPage number: Int, completion: (() -> Void)? = nil) -> Bool {
        turn(to: number, completion: completion)
    }

    /// Undoes the last jump (seed 004): back to a snapshot of a screen of the same resource
    /// (no layout), or to the place the previous resource was left at. False when there is no
    /// jump to undo.
    @discardableResult
    public func goBack(completion: (() -> Void)? = nil) -> Bool {
        guard let destination = history.goBack() else { return false }
        switch destination {
        case .snapshot(let locator, let screen):
            currentPage = screen.page
            frame = screen
            currentLocation = locator
            anchor = locator
            sendLocationIfChanged()
        case .location(let locator):
            guard show(frameSource.pageNumber(for: locator) ?? 1, anchor: locator) else { return false }
        }
        finish(completion)
        return true
    }

    private func turn(to page: Int, completion: (() -> Void)?) -> Bool {
        guard frameSource.canTurn(from: currentPage, to: page) else { return false }
        guard show(page, anchor: nil) else { return false }
        finish(completion)
        return true
    }

    /// Jumps to `page` showing `anchor`: pushes the jump on the back stack and sends `didJumpTo`.
    func jump(to page: Int, anchor target: Locator, completion: (() -> Void)?) -> Bool {
        let from = currentLocation, fromPage = currentPage
        // The frame already painted, if any: a jump never paints the screen it leaves.
        let snapshot = Screen(page: fromPage, frame: frame?.page == fromPage ? frame?.frame : nil)
        guard show(page, anchor: target) else { return false }
        let sameResource =
            (try? frameSource.location(ofPage: fromPage).resource) == (try? frameSource.location(ofPage: page).resource)
        history.push(from: from, snapshot: snapshot, to: currentLocation, sameResource: sameResource)
        send(.didJumpTo(currentLocation))
        finish(completion)
        return true
    }

    /// Calls `completion` once the target frame is ready: a move that is given a completion
    /// paints its screen first (a failure goes to the host as `presentError`); one without stays
    /// lazy, so walking a book costs layout only.
    private func finish(_ completion: (() -> Void)?) {
        guard let completion else { return }
        do { _ = try currentFrame } catch { send(.presentError(.rendering(error))) }
        completion()
    }

    /// Makes `page` the screen on show; `anchor` is what relayouts keep (nil: the screen's top).
    /// Reports a rendering failure to the host and returns false.
    @discardableResult
    func show(_ page: Int, anchor target: Locator?) -> Bool {
        do {
            let locator = try frameSource.locator(ofPage: page)
            currentPage = page
            currentLocation = locator
            anchor = target ?? locator
        } catch {
            send(.presentError(.rendering(error)))
            return false
        }
        sendLocationIfChanged()
        return true
    }

    // MARK: Events

    private func sendLocationIfChanged() {
        guard currentLocation != lastSent else { return }
        lastSent = currentLocation
        send(.locationChanged(currentLocation))
    }

    /// Hands `event` to the delegate and to `events`.
    func send(_ event: NavigatorEvent) {
        if let delegate {
            switch event {
            case .locationChanged(let locator): delegate.navigator(self, locationDidChange: locator)
            case .didJumpTo(let locator): delegate.navigator(self, didJumpTo: locator)
            case .presentExternalURL(let url): delegate.navigator(self, presentExternalURL: url)
            case .presentError(let error): delegate.navigator(self, presentError: error)
            case .tapped(let point, let locator): delegate.navigator(self, didTapAt: point, locator: locator)
            case .presentNote: break  // the delegate is asked `shouldNavigateToNote` instead
            }
        }
        continuation.yield(event)
    }
}

/// A screen of a navigator: its page and, once painted, its frame. Going back to it needs no
/// layout either way: its page number is known, and its frame too when it was painted.
struct Screen {
    let page: Int
    let frame: Frame?
}
