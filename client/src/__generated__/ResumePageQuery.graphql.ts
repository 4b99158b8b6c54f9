/**
 * @generated SignedSource<<dcb5810d57fbe290ad94126d36ebc546>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ResumeLanguageLevel = "BASIC" | "CONVERSATIONAL" | "FLUENT" | "NATIVE" | "%future added value";
export type ResumeVerdict = "COMPLETE" | "NEEDS_WORK" | "%future added value";
export type ResumePageQuery$variables = {
  locale: string;
};
export type ResumePageQuery$data = {
  readonly myResume: {
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
  } | null | undefined;
  readonly viewer: {
    readonly displayName: string;
    readonly email: string | null | undefined;
    readonly fullName: string | null | undefined;
  } | null | undefined;
};
export type ResumePageQuery = {
  response: ResumePageQuery$data;
  variables: ResumePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "locale"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "locales",
  "storageKey": null
},
v6 = [
  {
    "kind": "Variable",
    "name": "locale",
    "variableName": "locale"
  }
],
v7 = {
  "alias": null,
  "args": (v6/*:: as any*/),
  "kind": "ScalarField",
  "name": "pdfPath",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "openToEmployers",
  "storageKey": null
},
v9 = {
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
    "name": "ResumePageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Resume",
        "kind": "LinkedField",
        "name": "myResume",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ResumeFileBox_resume"
          },
          (v9/*:: as any*/),
          {
            "alias": null,
            "args": (v6/*:: as any*/),
            "concreteType": "ResumeDocument",
            "kind": "LinkedField",
            "name": "document",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v10/*:: as any*/),
              (v3/*:: as any*/),
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
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ResumePageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Resume",
        "kind": "LinkedField",
        "name": "myResume",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
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
          (v9/*:: as any*/),
          {
            "alias": null,
            "args": (v6/*:: as any*/),
            "concreteType": "ResumeDocument",
            "kind": "LinkedField",
            "name": "document",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v10/*:: as any*/),
              (v3/*:: as any*/),
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
    ]
  },
  "params": {
    "cacheID": "839d821dda1132998263549b39ff609f",
    "id": null,
    "metadata": {},
    "name": "ResumePageQuery",
    "operationKind": "query",
    "text": "query ResumePageQuery(\n  $locale: String!\n) {\n  viewer {\n    fullName\n    displayName\n    email\n    id\n  }\n  myResume {\n    id\n    locales\n    pdfPath(locale: $locale)\n    openToEmployers\n    ...ResumeFileBox_resume\n    evaluation {\n      verdict\n      note\n      changedSince\n    }\n    document(locale: $locale) {\n      fullName\n      headline\n      email\n      phone\n      place\n      summary\n      experience {\n        title\n        organization\n        place\n        start\n        end\n        description\n      }\n      education {\n        school\n        degree\n        field\n        start\n        end\n      }\n      skills\n      languages {\n        name\n        level\n      }\n      projects {\n        title\n        url\n        description\n      }\n      links {\n        label\n        url\n      }\n      ...ResumeView_document\n    }\n  }\n}\n\nfragment ResumeFileBox_resume on Resume {\n  id\n  file {\n    name\n    ...ResumeFileLink_file\n  }\n}\n\nfragment ResumeFileLink_file on ResumeFile {\n  name\n  bytes\n  pages\n  uploadedAt\n  downloadPath\n}\n\nfragment ResumeView_document on ResumeDocument {\n  locale\n  identityWithheld\n  fullName\n  headline\n  email\n  phone\n  place\n  summary\n  experience {\n    title\n    organization\n    place\n    start\n    end\n    description\n  }\n  education {\n    school\n    degree\n    field\n    start\n    end\n  }\n  skills\n  languages {\n    name\n    level\n  }\n  projects {\n    title\n    url\n    description\n  }\n  links {\n    label\n    url\n  }\n  certificates {\n    code\n    testTitle\n    scoreBand\n  }\n}\n"
  }
};
})();

(node as any).hash = "a476ca7047d0d5fa3f253a340657ac38";

export default node;
