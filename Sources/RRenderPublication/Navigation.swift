import RRenderCore

/// The navigation collections of a publication (readium.md §5.1): empty lists mean "none".
public struct Navigation: Hashable, Sendable {
    /// The table of contents (`toc`).
    public var tableOfContents: [Link] = []
    /// Print page numbers (`page-list`).
    public var pageList: [Link] = []
    /// Landmarks: cover, start of the body matter, index… with their `rel`.
    public var landmarks: [Link] = []
    /// The list of audio clips (`loa`).
    public var listOfAudioClips: [Link] = []
    /// The list of illustrations (`loi`).
    public var listOfIllustrations: [Link] = []
    /// The list of tables (`lot`).
    public var listOfTables: [Link] = []
    /// The list of videos (`lov`).
    public var listOfVideos: [Link] = []

    /// Empty navigation.
    public init() {}
}
