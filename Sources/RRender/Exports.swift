// RRender is the one import for apps and the CLI: it re-exports the value types of the stages.
@_exported import RRenderCore
@_exported import RRenderPublication
