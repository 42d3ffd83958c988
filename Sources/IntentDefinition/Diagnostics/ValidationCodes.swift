extension DiagnosticCode {
    // MARK: Names

    static let missingName = DiagnosticCode(
        "IC050", .error, "An intent, parameter, enum, case, type, property or response code has no name.",
        because: .generatedCodeCannotCompile)
    static let invalidName = DiagnosticCode(
        "IC051", .error, "A name is not an identifier (letters, digits and underscores, not starting with a digit).",
        because: .generatedCodeCannotCompile)
    static let duplicateIntentName = DiagnosticCode(
        "IC052", .error, "Two intents have the same name.", because: .generatedCodeCannotCompile)
    static let duplicateTypeName = DiagnosticCode(
        "IC053", .error, "Two enums or custom types have the same name, so references to it are ambiguous.",
        because: .generatedCodeCannotCompile)
    static let intentSharesTypeName = DiagnosticCode(
        "IC054", .warning, "An intent has the same name as an enum or custom type.")
    static let duplicateParameterName = DiagnosticCode(
        "IC055", .error, "Two parameters, response parameters or properties of one container have the same name.",
        because: .generatedCodeCannotCompile)
    static let duplicateCaseName = DiagnosticCode(
        "IC056", .error, "Two cases of an enum have the same name.", because: .generatedCodeCannotCompile)
    static let duplicateResponseCodeName = DiagnosticCode(
        "IC057", .error, "Two codes of a response have the same name.", because: .generatedCodeCannotCompile)

    // MARK: Tags

    /// Tags identify parameters to Xcode's editor and to `intentc compat`, never to generated
    /// code or stored values, so a file with a repeated tag still builds.
    static let duplicateTag = DiagnosticCode(
        "IC058", .warning,
        "Two parameters, response parameters or properties of one container have the same tag; compat pairs the later one by name."
    )
    static let missingTag = DiagnosticCode(
        "IC059", .warning, "A parameter, response parameter or property has no tag.")
    /// `…LastParameterTag` / `INTypeLastPropertyTag` is below a tag in use.
    static let lastTagBelowUsedTag = DiagnosticCode(
        "IC060", .warning, "The last-used tag of an intent, response or type is lower than a tag in use.")

    // MARK: Types and references

    /// A `…Type` string intentc does not know: no type Xcode's classes or intentc's code could
    /// declare the parameter with.
    static let unknownType = DiagnosticCode(
        "IC061", .error, "A parameter's type string is not one intentc knows.", because: .generatedCodeCannotCompile)
    /// A parameter without `…Type`: there is no type to declare it with.
    static let missingType = DiagnosticCode(
        "IC062", .error, "A parameter has no type.", because: .generatedCodeCannotCompile)
    /// `…EnumType` names an enum the file does not define.
    static let undefinedEnum = DiagnosticCode(
        "IC063", .error, "A parameter names an enum the file does not define.", because: .generatedCodeCannotCompile)
    /// `…ObjectType` names a custom type the file does not define.
    static let undefinedCustomType = DiagnosticCode(
        "IC064", .error, "A parameter names a custom type the file does not define.",
        because: .generatedCodeCannotCompile)
    /// `…Namespace` is neither the file's namespace nor `System`.
    static let foreignNamespace = DiagnosticCode(
        "IC065", .warning, "A type reference's namespace is neither the file's namespace nor System.")

    // MARK: Enums

    static let enumWithoutCases = DiagnosticCode(
        "IC066", .error, "An enum has no cases.", because: .generatedCodeCannotCompile)
    static let duplicateRawValue = DiagnosticCode(
        "IC067", .error, "Two cases of an enum have the same index (raw value).", because: .generatedCodeCannotCompile)
    /// A case other than a leading `unknown` has no `INEnumValueIndex`: the index is the case's
    /// raw value in Xcode's enums and intentc's, so there is no value to declare it with (read as
    /// 0, it would repeat `unknown`'s).
    static let missingCaseIndex = DiagnosticCode(
        "IC068", .error, "An enum case other than a leading 'unknown' has no index.",
        because: .generatedCodeCannotCompile)

    // MARK: Defaults and bounds

    /// Xcode builds such a file, and its classes never set the default; generation goes on.
    static let defaultNotACase = DiagnosticCode(
        "IC069", .warning,
        "An enum parameter's default value is not a case of its enum; the parameter starts with no default, as in Xcode's classes."
    )
    /// Defaults live in the definition's metadata, not in generated code, so Xcode builds such
    /// a file; generation goes on as if the parameter had no default.
    static let defaultTypeMismatch = DiagnosticCode(
        "IC070", .warning, "A default value does not have the parameter's type; the parameter starts with no default.")
    static let defaultOutOfBounds = DiagnosticCode(
        "IC071", .warning,
        "A default value lies outside the parameter's minimum and maximum; it is kept as written.")
    static let minimumAboveMaximum = DiagnosticCode(
        "IC072", .warning,
        "A parameter's minimum value is above its maximum value; no value fits, so both bounds are ignored.")
    static let nonWholeInteger = DiagnosticCode(
        "IC073", .warning,
        "A minimum, maximum or default of an Integer parameter is not a whole number; a bound is rounded inward, a default is ignored."
    )
    static let boundsOnNonNumber = DiagnosticCode(
        "IC074", .warning, "A parameter that is not a number has a minimum or maximum, which is ignored.")

    // MARK: Responses

    /// A custom intent has no `INIntentResponse`.
    static let missingResponse = DiagnosticCode(
        "IC075", .warning, "A custom intent has no response.")
    static let missingSuccessOrFailureCode = DiagnosticCode(
        "IC076", .warning, "A response has no 'success' or no 'failure' code.")
    static let builtInResponseCodeName = DiagnosticCode(
        "IC077", .warning, "A response code has the name of a built-in code that Xcode adds itself.")
    static let successFlagMismatch = DiagnosticCode(
        "IC078", .warning, "The 'success' code is not marked as a success, or the 'failure' code is.")
    static let unknownResponsePlaceholder = DiagnosticCode(
        "IC079", .warning, "A response format string's placeholder names no response parameter.")
    /// `INIntentResponseOutput` names no response parameter.
    static let unknownOutputParameter = DiagnosticCode(
        "IC080", .warning, "The response's output names no response parameter.")

    // MARK: Intents

    /// `INIntentInput` or `INIntentKeyParameter` names no parameter.
    static let unknownIntentParameterReference = DiagnosticCode(
        "IC081", .warning, "The intent's input or key parameter names no parameter.")
    /// `INIntentType` is neither `Custom` nor `System`.
    static let unknownIntentKind = DiagnosticCode(
        "IC082", .warning, "An intent's type is neither Custom nor System, so no code is generated for it.")

    // MARK: Combinations

    static let unknownCombinationParameter = DiagnosticCode(
        "IC083", .warning, "A parameter combination's key names no parameter of the intent.")
    static let combinationPlaceholderNotInKey = DiagnosticCode(
        "IC084", .warning, "A parameter combination's title or subtitle uses a parameter its key does not list.")
    static let duplicateCombination = DiagnosticCode(
        "IC085", .warning, "Two parameter combinations of one intent list the same parameters.")

    // MARK: Prompts and reasons

    static let unknownPromptPlaceholder = DiagnosticCode(
        "IC086", .warning, "A prompt dialog's placeholder names no parameter of the intent.")
    static let unknownReasonPlaceholder = DiagnosticCode(
        "IC087", .warning, "An unsupported reason's placeholder names no parameter and no built-in value.")
    static let malformedPlaceholder = DiagnosticCode(
        "IC088", .warning, "A placeholder is not a name or a dot-separated path of names.")

    // MARK: Relationships

    static let danglingRelationship = DiagnosticCode(
        "IC089", .warning, "A relationship has no parent parameter (it was probably deleted) and is ignored.")
    static let unknownRelationshipParent = DiagnosticCode(
        "IC090", .warning, "A relationship's parent is not a parameter of the intent.")
    static let relationshipOnItself = DiagnosticCode(
        "IC091", .warning, "A parameter's relationship names the parameter itself as its parent.")
    static let relationshipPredicateMismatch = DiagnosticCode(
        "IC092", .warning, "A relationship's predicate does not fit its parent's type.")
    static let relationshipValueNotACase = DiagnosticCode(
        "IC093", .warning, "A relationship's value is not a case of its parent's enum.")

    // MARK: Parameter options

    static let searchWithoutDynamicOptions = DiagnosticCode(
        "IC094", .warning, "A parameter supports search but not dynamic options, so search is never used.")
    static let arraySizesOnSingleValue = DiagnosticCode(
        "IC095", .warning, "A parameter with a single value has widget array sizes, which are ignored.")
    static let invalidArraySize = DiagnosticCode(
        "IC096", .warning, "A widget array size is not a positive number of items.")

    // MARK: File

    static let conflictingLocalizationID = DiagnosticCode(
        "IC097", .warning, "One localization ID labels different texts, so a translation can fit only one of them.")
    /// `INIntentDefinitionModelVersion` is not a known version.
    static let unknownModelVersion = DiagnosticCode(
        "IC098", .warning, "The file's model version is not one intentc knows (1.0, 1.1, 1.2).")

    /// The codes of the validation stage.
    static let validationCodes: [DiagnosticCode] = [
        missingName, invalidName, duplicateIntentName, duplicateTypeName, intentSharesTypeName,
        duplicateParameterName, duplicateCaseName, duplicateResponseCodeName, duplicateTag,
        missingTag, lastTagBelowUsedTag, unknownType, missingType, undefinedEnum,
        undefinedCustomType, foreignNamespace, enumWithoutCases, duplicateRawValue,
        missingCaseIndex, defaultNotACase, defaultTypeMismatch, defaultOutOfBounds,
        minimumAboveMaximum, nonWholeInteger, boundsOnNonNumber, missingResponse,
        missingSuccessOrFailureCode, builtInResponseCodeName, successFlagMismatch,
        unknownResponsePlaceholder, unknownOutputParameter, unknownIntentParameterReference,
        unknownIntentKind, unknownCombinationParameter, combinationPlaceholderNotInKey,
        duplicateCombination, unknownPromptPlaceholder, unknownReasonPlaceholder,
        malformedPlaceholder, danglingRelationship, unknownRelationshipParent,
        relationshipOnItself, relationshipPredicateMismatch, relationshipValueNotACase,
        searchWithoutDynamicOptions, arraySizesOnSingleValue, invalidArraySize,
        conflictingLocalizationID, unknownModelVersion,
    ]
}
