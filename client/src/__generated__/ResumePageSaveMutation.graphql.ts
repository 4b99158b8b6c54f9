/**
 * @generated SignedSource<<f7c6bbe9cfe92977fde0e2815c06a8c8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ResumeLanguageLevel = "BASIC" | "CONVERSATIONAL" | "FLUENT" | "NATIVE" | "%future added value";
export type ResumeVerdict = "COMPLETE" | "NEEDS_WORK" | "%future added value";
export type SaveResumeInput = {
  document: ResumeDocumentInput;
  locale: string;
};
export type ResumeDocumentInput = {
  education: ReadonlyArray<ResumeEducationInput>;
  email?: string | null | undefined;
  experience: ReadonlyArray<ResumeExperienceInput>;
  fullName: string;
  headline?: string | null | undefined;
  languages: ReadonlyArray<ResumeLanguageInput>;
  links: ReadonlyArray<ResumeLinkInput>;
  phone?: string | null | undefined;
  place?: string | null | undefined;
  projects: ReadonlyArray<ResumeProjectInput>;
  skills: ReadonlyArray<string>;
  summary?: string | null | undefined;
};
export type ResumeExperienceInput = {
  description?: string | null | undefined;
  end?: string | null | undefined;
  organization: string;
  place?: string | null | undefined;
  start: string;
  title: string;
};
export type ResumeEducationInput = {
  degree: string;
  end?: string | null | undefined;
  field?: string | null | undefined;
  school: string;
  start: string;
};
export type ResumeLanguageInput = {
  level: ResumeLanguageLevel;
  name: string;
};
export type ResumeProjectInput = {
  description?: string | null | undefined;
  title: string;
  url?: string | null | undefined;
};
export type ResumeLinkInput = {
  label: string;
  url: string;
};
export type ResumePageSaveMutation$variables = {
  input: SaveResumeInput;
  locale: string;
};
export type ResumePageSaveMutation$data = {
  readonly saveResume: {
    readonly __typename: "MutationSaveResumeSuccess";
    readonly data: {
      readonly document: {
        readonly education: ReadonlyArray<{
          readonly degree: string;
          readonly end: string | null | undefined;
          readonly field: string | null | undefined;
          readonly school: string;
          readonly start: string;
        }>;
        readonly email: string | null | undefined;
        readonly experience: ReadonlyArray<{
          readonly description: string | null | undefined;
          readonly end: string | null | undefined;
          readonly organization: string;
          readonly place: string | null | undefined;
          readonly start: string;
          readonly title: string;
        }>;
        readonly fullName: string | null | undefined;
        readonly headline: string | null | undefined;
        readonly languages: ReadonlyArray<{
          readonly level: ResumeLanguageLevel;
          readonly name: string;
        }>;
        readonly links: ReadonlyArray<{
          readonly label: string;
          readonly url: string;
        }>;
        readonly phone: string | null | undefined;
        readonly place: string | null | undefined;
        readonly projects: ReadonlyArray<{
          readonly description: string | null | undefined;
          readonly title: string;
          readonly url: string | null | undefined;
        }>;
        readonly skills: ReadonlyArray<string>;
        readonly summary: string | null | undefined;
        readonly " $fragmentSpreads": FragmentRefs<"ResumeView_document">;
      } | null | undefined;
      readonly evaluation: {
        readonly changedSince: boolean;
        readonly note: string | null | undefined;
        readonly verdict: ResumeVerdict;
      } | null | undefined;
      readonly id: string;
      readonly locales: ReadonlyArray<string>;
      readonly openToEmployers: boolean;
      readonly pdfPath: string | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"ResumeFileBox_resume">;
    };
  } | {
    readonly __typename: "ValidationError";
    readonly problems: {
      readonly " $fragmentSpreads": FragmentRefs<"fieldErrors_validationError">;
    } | null | undefined;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type ResumePageSaveMutation = {
  response: ResumePageSaveMutation$data;
  variables: ResumePageSaveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "locale"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "locales",
  "storageKey": null
},
v5 = [
  {
    "kind": "Variable",
    "name": "locale",
    "variableName": "locale"
  }
],
v6 = {
  "alias": null,
  "args": (v5/*:: as any*/),
  "kind": "ScalarField",
  "name": "pdfPath",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "openToEmployers",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "ResumeEvaluation",
  "kind": "LinkedField",
  "name": "evaluation",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "verdict",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "note",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "changedSince",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "headline",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "phone",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "place",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "summary",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "start",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "end",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "concreteType": "ResumeExperience",
  "kind": "LinkedField",
  "name": "experience",
  "plural": true,
  "selections": [
    (v15/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "organization",
      "storageKey": null
    },
    (v13/*:: as any*/),
    (v16/*:: as any*/),
    (v17/*:: as any*/),
    (v18/*:: as any*/)
  ],
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "concreteType": "ResumeEducation",
  "kind": "LinkedField",
  "name": "education",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "school",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "degree",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "field",
      "storageKey": null
    },
    (v16/*:: as any*/),
    (v17/*:: as any*/)
  ],
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "skills",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "concreteType": "ResumeLanguage",
  "kind": "LinkedField",
  "name": "languages",
  "plural": true,
  "selections": [
    (v22/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "level",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "concreteType": "ResumeProject",
  "kind": "LinkedField",
  "name": "projects",
  "plural": true,
  "selections": [
    (v15/*:: as any*/),
    (v24/*:: as any*/),
    (v18/*:: as any*/)
  ],
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "concreteType": "ResumeLink",
  "kind": "LinkedField",
  "name": "links",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "label",
      "storageKey": null
    },
    (v24/*:: as any*/)
  ],
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v28 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "FieldError",
    "kind": "LinkedField",
    "name": "fields",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "path",
        "storageKey": null
      },
      (v27/*:: as any*/)
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ResumePageSaveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "saveResume",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Resume",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "ResumeFileBox_resume"
                  },
                  (v8/*:: as any*/),
                  {
                    "alias": null,
                    "args": (v5/*:: as any*/),
                    "concreteType": "ResumeDocument",
                    "kind": "LinkedField",
                    "name": "document",
                    "plural": false,
                    "selections": [
                      (v9/*:: as any*/),
                      (v10/*:: as any*/),
                      (v11/*:: as any*/),
                      (v12/*:: as any*/),
                      (v13/*:: as any*/),
                      (v14/*:: as any*/),
                      (v19/*:: as any*/),
                      (v20/*:: as any*/),
                      (v21/*:: as any*/),
                      (v23/*:: as any*/),
                      (v25/*:: as any*/),
                      (v26/*:: as any*/),
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "ResumeView_document"
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "MutationSaveResumeSuccess",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "kind": "InlineDataFragmentSpread",
                      "name": "fieldErrors_validationError",
                      "selections": (v28/*:: as any*/),
                      "args": null,
                      "argumentDefinitions": []
                    }
                  ],
                  "type": "ValidationError",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "problems"
              }
            ],
            "type": "ValidationError",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ResumePageSaveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "saveResume",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Resume",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ResumeFile",
                    "kind": "LinkedField",
                    "name": "file",
                    "plural": false,
                    "selections": [
                      (v22/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "bytes",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "pages",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "uploadedAt",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "downloadPath",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  (v8/*:: as any*/),
                  {
                    "alias": null,
                    "args": (v5/*:: as any*/),
                    "concreteType": "ResumeDocument",
                    "kind": "LinkedField",
                    "name": "document",
                    "plural": false,
                    "selections": [
                      (v9/*:: as any*/),
                      (v10/*:: as any*/),
                      (v11/*:: as any*/),
                      (v12/*:: as any*/),
                      (v13/*:: as any*/),
                      (v14/*:: as any*/),
                      (v19/*:: as any*/),
                      (v20/*:: as any*/),
                      (v21/*:: as any*/),
                      (v23/*:: as any*/),
                      (v25/*:: as any*/),
                      (v26/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "locale",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "identityWithheld",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ResumeCertificate",
                        "kind": "LinkedField",
                        "name": "certificates",
                        "plural": true,
                        "selections": [
                          (v27/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "testTitle",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "scoreBand",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "MutationSaveResumeSuccess",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": (v28/*:: as any*/),
            "type": "ValidationError",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "e2e857768949ca87efbb883856e6498c",
    "id": null,
    "metadata": {},
    "name": "ResumePageSaveMutation",
    "operationKind": "mutation",
    "text": "mutation ResumePageSaveMutation(\n  $input: SaveResumeInput!\n  $locale: String!\n) {\n  saveResume(input: $input) {\n    __typename\n    ... on MutationSaveResumeSuccess {\n      data {\n        id\n        locales\n        pdfPath(locale: $locale)\n        openToEmployers\n        ...ResumeFileBox_resume\n        evaluation {\n          verdict\n          note\n          changedSince\n        }\n        document(locale: $locale) {\n          fullName\n          headline\n          email\n          phone\n          place\n          summary\n          experience {\n            title\n            organization\n            place\n            start\n            end\n            description\n          }\n          education {\n            school\n            degree\n            field\n            start\n            end\n          }\n          skills\n          languages {\n            name\n            level\n          }\n          projects {\n            title\n            url\n            description\n          }\n          links {\n            label\n            url\n          }\n          ...ResumeView_document\n        }\n      }\n    }\n    ... on ValidationError {\n      ...fieldErrors_validationError\n    }\n  }\n}\n\nfragment ResumeFileBox_resume on Resume {\n  id\n  file {\n    name\n    ...ResumeFileLink_file\n  }\n}\n\nfragment ResumeFileLink_file on ResumeFile {\n  name\n  bytes\n  pages\n  uploadedAt\n  downloadPath\n}\n\nfragment ResumeView_document on ResumeDocument {\n  locale\n  identityWithheld\n  fullName\n  headline\n  email\n  phone\n  place\n  summary\n  experience {\n    title\n    organization\n    place\n    start\n    end\n    description\n  }\n  education {\n    school\n    degree\n    field\n    start\n    end\n  }\n  skills\n  languages {\n    name\n    level\n  }\n  projects {\n    title\n    url\n    description\n  }\n  links {\n    label\n    url\n  }\n  certificates {\n    code\n    testTitle\n    scoreBand\n  }\n}\n\nfragment fieldErrors_validationError on ValidationError {\n  fields {\n    path\n    code\n  }\n}\n"
  }
};
})();

(node as any).hash = "243030ab7d196d2b1ce6a5e16bb11618";

export default node;
