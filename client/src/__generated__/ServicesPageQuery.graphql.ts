/**
 * @generated SignedSource<<9d3ca490fe04ca801c22636bab786e61>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ContentFigure = "OPEN_JOBS" | "PUBLISHED_TESTS" | "TESTS_TAKEN" | "%future added value";
export type ServicesPageQuery$variables = Record<PropertyKey, never>;
export type ServicesPageQuery$data = {
  readonly courses: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly document: {
          readonly locale: string;
          readonly summary: string;
          readonly title: string;
        } | null | undefined;
        readonly id: string;
      };
    }>;
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
  readonly services: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly document: {
          readonly locale: string;
          readonly summary: string;
          readonly title: string;
        } | null | undefined;
        readonly id: string;
        readonly path: string | null | undefined;
      };
    }>;
  };
};
export type ServicesPageQuery = {
  response: ServicesPageQuery$data;
  variables: ServicesPageQuery$variables;
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
    "value": "services"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "locale",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "summary",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "ContentDocument",
  "kind": "LinkedField",
  "name": "document",
  "plural": false,
  "selections": [
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "requestedLocale",
      "storageKey": null
    },
    (v2/*:: as any*/),
    (v3/*:: as any*/),
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
            (v2/*:: as any*/),
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
v5 = {
  "kind": "Literal",
  "name": "first",
  "value": 20
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "ContentDocument",
  "kind": "LinkedField",
  "name": "document",
  "plural": false,
  "selections": [
    (v1/*:: as any*/),
    (v2/*:: as any*/),
    (v3/*:: as any*/)
  ],
  "storageKey": null
},
v8 = {
  "alias": "services",
  "args": [
    (v5/*:: as any*/),
    {
      "kind": "Literal",
      "name": "kind",
      "value": "SERVICE"
    }
  ],
  "concreteType": "QueryContentItemsConnection",
  "kind": "LinkedField",
  "name": "contentItems",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "QueryContentItemsConnectionEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ContentItem",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": [
            (v6/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "path",
              "storageKey": null
            },
            (v7/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": "contentItems(first:20,kind:\"SERVICE\")"
},
v9 = {
  "alias": "courses",
  "args": [
    (v5/*:: as any*/),
    {
      "kind": "Literal",
      "name": "kind",
      "value": "COURSE"
    }
  ],
  "concreteType": "QueryContentItemsConnection",
  "kind": "LinkedField",
  "name": "contentItems",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "QueryContentItemsConnectionEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ContentItem",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": [
            (v6/*:: as any*/),
            (v7/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": "contentItems(first:20,kind:\"COURSE\")"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ServicesPageQuery",
    "selections": [
      {
        "alias": "page",
        "args": (v0/*:: as any*/),
        "concreteType": "ContentItem",
        "kind": "LinkedField",
        "name": "contentItem",
        "plural": false,
        "selections": [
          (v4/*:: as any*/)
        ],
        "storageKey": "contentItem(kind:\"PAGE\",slug:\"services\")"
      },
      (v8/*:: as any*/),
      (v9/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ServicesPageQuery",
    "selections": [
      {
        "alias": "page",
        "args": (v0/*:: as any*/),
        "concreteType": "ContentItem",
        "kind": "LinkedField",
        "name": "contentItem",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "storageKey": "contentItem(kind:\"PAGE\",slug:\"services\")"
      },
      (v8/*:: as any*/),
      (v9/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "9f7a7f91e36be7725525a56bb5366e50",
    "id": null,
    "metadata": {},
    "name": "ServicesPageQuery",
    "operationKind": "query",
    "text": "query ServicesPageQuery {\n  page: contentItem(kind: PAGE, slug: \"services\") {\n    document {\n      locale\n      requestedLocale\n      title\n      summary\n      parts {\n        sections {\n          heading\n          body\n        }\n        faq {\n          question\n          answer\n        }\n        claims {\n          value\n          label\n          figure\n        }\n        steps {\n          title\n          text\n        }\n      }\n    }\n    id\n  }\n  services: contentItems(kind: SERVICE, first: 20) {\n    edges {\n      node {\n        id\n        path\n        document {\n          locale\n          title\n          summary\n        }\n      }\n    }\n  }\n  courses: contentItems(kind: COURSE, first: 20) {\n    edges {\n      node {\n        id\n        document {\n          locale\n          title\n          summary\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b610ea6e57fbc36236a687caeba04915";

export default node;
