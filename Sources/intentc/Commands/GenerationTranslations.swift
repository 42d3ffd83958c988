import IntentCodegen
import IntentDefinition

/// What `intentc generate` makes of a definition's translation tables: the findings to report
/// beside the definition's own, the tables to embed under `--embed-translations`, and the
/// checked tables the `appintents` flavor's String Catalog is filled from.
///
/// The findings keep their severities, with one exception: a table that cannot be read (IC160,
/// IC161) is an error only when the tables are embedded, since only then does the generated
/// code depend on it; otherwise it is reported as a warning and generation goes on (it fails
/// under `--warnings-as-errors`, like every other warning).
struct GenerationTranslations {
    /// The findings to report.
    var diagnostics: [Diagnostic] = []
    /// The tables to embed; nil when not embedding, or when a table could not be read.
    var embedded: EmbeddedTranslations?
    /// Embedding was asked for but a table could not be read: nothing is generated.
    var refusesEmbedding = false
    /// The checked tables, for the `appintents` flavor's String Catalog (nil for other flavors).
    var catalogSource: TranslationLint.Result?

    /// Checks the tables of `input`, and prepares them for embedding when its options say so
    /// (only the default flavor embeds; the others refer to the tables the app bundles).
    init(forInput input: String, _ context: CommandContext) {
        let options = context.generationOptions(forInput: input)
        let embed = options.embedTranslations && options.flavor == .standard
        let hasTables = !context.invocation.translations.tablePaths(forInput: input).isEmpty
        if !hasTables { diagnostics = context.unreadTablesWarning(forInput: input) }
        let catalog = options.flavor == .appIntents && context.invocation.catalogPath(forInput: input) != nil
        guard embed || hasTables || catalog, let checked = context.translations(forInput: input) else { return }
        if catalog { catalogSource = checked }
        guard embed || hasTables else { return }
        diagnostics += checked.findings
        if embed, checked.readingDiagnostics.containsErrors {
            diagnostics += checked.readingDiagnostics
            refusesEmbedding = true
        } else {
            diagnostics += checked.readingDiagnostics.map { $0.severity == .error ? $0.with(severity: .warning) : $0 }
        }
        if embed, !refusesEmbedding {
            embedded = EmbeddedTranslations(
                checked, developmentLanguage: context.invocation.translations.developmentLanguage)
        }
    }
}
