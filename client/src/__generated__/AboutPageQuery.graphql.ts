/**
 * @generated SignedSource<<e2dd1c24bc7d3db3faad70d964a3a749>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ContentFigure = "OPEN_JOBS" | "PUBLISHED_TESTS" | "TESTS_TAKEN" | "%future added value";
export type AboutPageQuery$variables = Record<PropertyKey, never>;
export type AboutPageQuery$data = {
  readonly jobs: {
    readonly totalCount: number;
  };
  readonly page: {
    readonly document: {
      readonly locale: string;
      readonly parts: {
        readonly claims: ReadonlyArray<{
          readonly figure: ContentFigure | null | undefined;
          readonly label: string;
          readonly value: string;
        }>;
        readonly faq: ReadonlyArray<{
          readonly answer: string;
          readonly question: string;
        }>;
        readonly sections: ReadonlyArray<{
          readonly body: string;
          readonly heading: string;
        }>;
        readonly steps: ReadonlyArray<{
          readonly text: string;
          readonly title: string;
        }>;
      };
      readonly requestedLocale: string;
      readonly summary: string;
      readonly title: string;
    } | null | undefined;
  } | null | undefined;
  readonly tests: {
    readonly totalCount: number;
  };
  readonly testsTaken: number;
};
export type AboutPageQuery = {
  response: AboutPageQuery$data;
  variables: AboutPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "kind",
    "value": "PAGE"
  },
  {
    "kind": "Literal",
    "name": "slug",
    "value": "about"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "ContentDocument",
  "kind": "LinkedField",
  "name": "document",
  "plural": false,
  "selections": [
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
      "name": "requestedLocale",
      "storageKey": null
    },
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "summary",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ContentParts",
      "kind": "LinkedField",
      "name": "parts",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ContentSection",
          "kind": "LinkedField",
          "name": "sections",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "heading",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "body",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ContentQuestion",
          "kind": "LinkedField",
          "name": "faq",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "question",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "answer",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ContentClaim",
          "kind": "LinkedField",
          "name": "claims",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "value",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "label",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "figure",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ContentStep",
          "kind": "LinkedField",
          "name": "steps",
          "plural": true,
          "selections": [
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "text",
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
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "testsTaken",
  "storageKey": null
},
v4 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 1
  }
],
v5 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "totalCount",
    "storageKey": null
  }
],
v6 = {
  "alias": null,
  "args": (v4/*:: as any*/),
  "concreteType": "QueryTestsConnection",
  "kind": "LinkedField",
  "name": "tests",
  "plural": false,
  "selections": (v5/*:: as any*/),
  "storageKey": "tests(first:1)"
},
v7 = {
  "alias": null,
  "args": (v4/*:: as any*/),
  "concreteType": "QueryJobsConnection",
  "kind": "LinkedField",
  "name": "jobs",
  "plural": false,
  "selections": (v5/*:: as any*/),
  "storageKey": "jobs(first:1)"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AboutPageQuery",
    "selections": [
      {
        "alias": "page",
        "args": (v0/*:: as any*/),
        "concreteType": "ContentItem",
        "kind": "LinkedField",
        "name": "contentItem",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": "contentItem(kind:\"PAGE\",slug:\"about\")"
      },
      (v3/*:: as any*/),
      (v6/*:: as any*/),
      (v7/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AboutPageQuery",
    "selections": [
      {
        "alias": "page",
        "args": (v0/*:: as any*/),
        "concreteType": "ContentItem",
        "kind": "LinkedField",
        "name": "contentItem",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": "contentItem(kind:\"PAGE\",slug:\"about\")"
      },
      (v3/*:: as any*/),
      (v6/*:: as any*/),
      (v7/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "790217c8014db6baa4eb1b9042b385cd",
    "id": null,
    "metadata": {},
    "name": "AboutPageQuery",
    "operationKind": "query",
    "text": "query AboutPageQuery {\n  page: contentItem(kind: PAGE, slug: \"about\") {\n    document {\n      locale\n      requestedLocale\n      title\n      summary\n      parts {\n        sections {\n          heading\n          body\n        }\n        faq {\n          question\n          answer\n        }\n        claims {\n          value\n          label\n          figure\n        }\n        steps {\n          title\n          text\n        }\n      }\n    }\n    id\n  }\n  testsTaken\n  tests(first: 1) {\n    totalCount\n  }\n  jobs(first: 1) {\n    totalCount\n  }\n}\n"
  }
};
})();

(node as any).hash = "df7cd2e197bb43b30eafd74ada11a4d1";

export default node;
