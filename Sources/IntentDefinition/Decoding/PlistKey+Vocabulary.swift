// The case names are the keys' spellings (DefinitionFormat.md), and so their raw values, so that these lists are
// the only place a key is spelled. A key read with its localization ID (`…ID`) is followed by
// that key (see ``PlistKey/idSibling``).

/// The keys read outside parameter-shaped dictionaries: the root, intents, responses, response
/// codes, parameter combinations, enums, enum cases, custom types and custom UTIs.
// The cases are spelled as the keys are, in Xcode's capitalized style.
// swift-format-ignore: AlwaysUseLowerCamelCase
enum DefinitionKey: String, CaseIterable {
    case INIntentDefinitionModelVersion, INIntentDefinitionNamespace, INIntentDefinitionToolsVersion
    case INIntentDefinitionToolsBuildVersion, INIntentDefinitionSystemVersion, INIntents, INEnums, INTypes
    case INIntentName, INIntentType, INIntentCategory, INIntentVerb, INIntentTitle, INIntentTitleID
    case INIntentDescription, INIntentDescriptionID, INIntentParameters, INIntentLastParameterTag
    case INIntentResponse, INIntentParameterCombinations, INIntentManagedParameterCombinations
    case INIntentConfigurable, INIntentEligibleForWidgets, INIntentIneligibleForSuggestions
    case INIntentUserConfirmationRequired, INIntentInput, INIntentKeyParameter, INIntentClassPrefix
    case INIntentClassName, INIntentRestrictions, INIntentDefaultImageName, INIntentDomain, INIntentCustomizable
    case INIntentResponseCodes, INIntentResponseParameters, INIntentResponseLastParameterTag
    case INIntentResponseOutput
    case INIntentResponseCodeName, INIntentResponseCodeSuccess, INIntentResponseCodeFormatString
    case INIntentResponseCodeFormatStringID, INIntentResponseCodeConciseFormatString
    case INIntentResponseCodeConciseFormatStringID
    case INIntentParameterCombinationTitle, INIntentParameterCombinationTitleID
    case INIntentParameterCombinationSubtitle, INIntentParameterCombinationSubtitleID
    case INIntentParameterCombinationSupportsBackgroundExecution, INIntentParameterCombinationIsPrimary
    case INIntentParameterCombinationIsLinked, INIntentParameterCombinationUpdatesLinked
    case INEnumName, INEnumType, INEnumDisplayName, INEnumDisplayNameID, INEnumGeneratesHeader
    case INEnumClassName, INEnumClassPrefix, INEnumValues
    case INEnumValueName, INEnumValueIndex, INEnumValueDisplayName, INEnumValueDisplayNameID
    case INEnumValueSynonyms, INEnumValueSynonymSynonym, INEnumValueSynonymSynonymID
    case INTypeName, INTypeDisplayName, INTypeDisplayNameID, INTypeProperties, INTypeLastPropertyTag
    case INTypeClassName, INTypeClassPrefix
    case UTI
}

/// The keys of parameter-shaped dictionaries after their role's prefix (DefinitionFormat.md:
/// 'Parameters', 'Parameter metadata', 'Relationships' to 'Widget array sizes'): `Tag` is
/// `INIntentParameterTag`, `INIntentResponseParameterTag` or `INTypePropertyTag`. The metadata's
/// keys continue the prefix with `Metadata`.
// swift-format-ignore: AlwaysUseLowerCamelCase
enum ParameterKeySuffix: String, CaseIterable {
    case Name, Tag, DisplayPriority, DisplayName, DisplayNameID, `Type`, EnumType, EnumTypeNamespace
    case ObjectType, ObjectTypeNamespace, SupportsMultipleValues, Metadata, Default, Configurable
    case SupportsResolution, SupportsDynamicEnumeration, SupportsSearch, CustomDisambiguation
    case PromptDialogs, PromptDialogType, PromptDialogCustom, PromptDialogFormatString
    case PromptDialogFormatStringID
    case Relationship, RelationshipParentName, RelationshipPredicateName, RelationshipPredicateValue
    case RelationshipPredicateValues
    case UnsupportedReasons, UnsupportedReasonCode, UnsupportedReasonFormatString
    case UnsupportedReasonFormatStringID, UnsupportedReasonDefault, UnsupportedReasonCustom
    case FixedSizeArray, ArraySizes, ArraySizeSizeClass, ArraySizeSize
    case MetadataDefaultValue, MetadataDefaultValueID, MetadataMinimumValue, MetadataMaximumValue
    case MetadataType, MetadataCapitalization, MetadataMultiline, MetadataDisableAutocorrect
    case MetadataDisableSmartQuotes, MetadataDisableSmartDashes, MetadataKeyboardType
    case MetadataPlaceholder, MetadataPlaceholderID, MetadataSupportsNegativeNumbers
    case MetadataTrueDisplayName, MetadataTrueDisplayNameID, MetadataFalseDisplayName
    case MetadataFalseDisplayNameID, MetadataFormat, MetadataDateStyle, MetadataTimeStyle
    case MetadataTemplate, MetadataTemplateID, MetadataUnit, MetadataDefaultUnit, MetadataMinimumUnit
    case MetadataMaximumUnit, MetadataCustomUTIs, MetadataCurrencyCodes, MetadataCurrencyCode
}
