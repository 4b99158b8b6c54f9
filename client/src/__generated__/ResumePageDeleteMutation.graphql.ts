/**
 * @generated SignedSource<<7fda3979c9291ea4badccb779f4aef96>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ResumeLanguageLevel = "BASIC" | "CONVERSATIONAL" | "FLUENT" | "NATIVE" | "%future added value";
export type ResumeVerdict = "COMPLETE" | "NEEDS_WORK" | "%future added value";
export type ResumePageDeleteMutation$variables = {
  locale: string;
};
export type ResumePageDeleteMutation$data = {
  readonly deleteResumeLanguage: {
    readonly __typename: "MutationDeleteResumeLanguageSuccess";
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
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type ResumePageDeleteMutation = {
  response: ResumePageDeleteMutation$data;
  variables: ResumePageDeleteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "locale"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "locale",
    "variableName": "locale"
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
v5 = {
  "alias": null,
  "args": (v1/*:: as any*/),
  "kind": "ScalarField",
  "name": "pdfPath",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "openToEmployers",
  "storageKey": null
},
v7 = {
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
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "headline",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "phone",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "place",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "summary",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "start",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "end",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "concreteType": "ResumeExperience",
  "kind": "LinkedField",
  "name": "experience",
  "plural": true,
  "selections": [
    (v14/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "organization",
      "storageKey": null
    },
    (v12/*:: as any*/),
    (v15/*:: as any*/),
    (v16/*:: as any*/),
    (v17/*:: as any*/)
  ],
  "storageKey": null
},
v19 = {
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
    (v15/*:: as any*/),
    (v16/*:: as any*/)
  ],
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "skills",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "concreteType": "ResumeLanguage",
  "kind": "LinkedField",
  "name": "languages",
  "plural": true,
  "selections": [
    (v21/*:: as any*/),
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
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "concreteType": "ResumeProject",
  "kind": "LinkedField",
  "name": "projects",
  "plural": true,
  "selections": [
    (v14/*:: as any*/),
    (v23/*:: as any*/),
    (v17/*:: as any*/)
  ],
  "storageKey": null
},
v25 = {
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
    (v23/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ResumePageDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deleteResumeLanguage",
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
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "ResumeFileBox_resume"
                  },
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": (v1/*:: as any*/),
                    "concreteType": "ResumeDocument",
                    "kind": "LinkedField",
                    "name": "document",
                    "plural": false,
                    "selections": [
                      (v8/*:: as any*/),
                      (v9/*:: as any*/),
                      (v10/*:: as any*/),
                      (v11/*:: as any*/),
                      (v12/*:: as any*/),
                      (v13/*:: as any*/),
                      (v18/*:: as any*/),
                      (v19/*:: as any*/),
                      (v20/*:: as any*/),
                      (v22/*:: as any*/),
                      (v24/*:: as any*/),
                      (v25/*:: as any*/),
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
            "type": "MutationDeleteResumeLanguageSuccess",
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
    "name": "ResumePageDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deleteResumeLanguage",
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
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ResumeFile",
                    "kind": "LinkedField",
                    "name": "file",
                    "plural": false,
                    "selections": [
                      (v21/*:: as any*/),
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
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": (v1/*:: as any*/),
                    "concreteType": "ResumeDocument",
                    "kind": "LinkedField",
                    "name": "document",
                    "plural": false,
                    "selections": [
                      (v8/*:: as any*/),
                      (v9/*:: as any*/),
                      (v10/*:: as any*/),
                      (v11/*:: as any*/),
                      (v12/*:: as any*/),
                      (v13/*:: as any*/),
                      (v18/*:: as any*/),
                      (v19/*:: as any*/),
                      (v20/*:: as any*/),
                      (v22/*:: as any*/),
                      (v24/*:: as any*/),
                      (v25/*:: as any*/),
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
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "code",
                            "storageKey": null
                          },
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
            "type": "MutationDeleteResumeLanguageSuccess",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "495fe9a9d01cf4b04d54081773630f13",
    "id": null,
    "metadata": {},
    "name": "ResumePageDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation ResumePageDeleteMutation(\n  $locale: String!\n) {\n  deleteResumeLanguage(locale: $locale) {\n    __typename\n    ... on MutationDeleteResumeLanguageSuccess {\n      data {\n        id\n        locales\n        pdfPath(locale: $locale)\n        openToEmployers\n        ...ResumeFileBox_resume\n        evaluation {\n          verdict\n          note\n          changedSince\n        }\n        document(locale: $locale) {\n          fullName\n          headline\n          email\n          phone\n          place\n          summary\n          experience {\n            title\n            organization\n            place\n            start\n            end\n            description\n          }\n          education {\n            school\n            degree\n            field\n            start\n            end\n          }\n          skills\n          languages {\n            name\n            level\n          }\n          projects {\n            title\n            url\n            description\n          }\n          links {\n            label\n            url\n          }\n          ...ResumeView_document\n        }\n      }\n    }\n  }\n}\n\nfragment ResumeFileBox_resume on Resume {\n  id\n  file {\n    name\n    ...ResumeFileLink_file\n  }\n}\n\nfragment ResumeFileLink_file on ResumeFile {\n  name\n  bytes\n  pages\n  uploadedAt\n  downloadPath\n}\n\nfragment ResumeView_document on ResumeDocument {\n  locale\n  identityWithheld\n  fullName\n  headline\n  email\n  phone\n  place\n  summary\n  experience {\n    title\n    organization\n    place\n    start\n    end\n    description\n  }\n  education {\n    school\n    degree\n    field\n    start\n    end\n  }\n  skills\n  languages {\n    name\n    level\n  }\n  projects {\n    title\n    url\n    description\n  }\n  links {\n    label\n    url\n  }\n  certificates {\n    code\n    testTitle\n    scoreBand\n  }\n}\n"
  }
};
})();

(node as any).hash = "55bebf19ace0e0dad5a11e61df42b525";

export default node;
