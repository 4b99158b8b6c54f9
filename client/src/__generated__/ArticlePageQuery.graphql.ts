/**
 * @generated SignedSource<<d8ffe185f9fce30138a849adf128ed72>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ContentFigure = "OPEN_JOBS" | "PUBLISHED_TESTS" | "TESTS_TAKEN" | "%future added value";
export type ArticlePageQuery$variables = {
  slug: string;
};
export type ArticlePageQuery$data = {
  readonly article: {
    readonly document: {
      readonly author: {
        readonly displayName: string;
      };
      readonly firstPublishedAt: string;
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
      readonly publishedAt: string;
      readonly requestedLocale: string;
      readonly summary: string;
      readonly title: string;
    } | null | undefined;
    readonly id: string;
    readonly path: string | null | undefined;
    readonly service: {
      readonly document: {
        readonly title: string;
      } | null | undefined;
      readonly path: string | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type ArticlePageQuery = {
  response: ArticlePageQuery$data;
  variables: ArticlePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "slug"
  }
],
v1 = [
  {
    "kind": "Literal",
    "name": "kind",
    "value": "ARTICLE"
  },
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "slug"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "path",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "locale",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "requestedLocale",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "summary",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "firstPublishedAt",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "publishedAt",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v11 = {
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
        (v6/*:: as any*/),
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
},
v12 = {
  "alias": null,
  "args": null,
  "concreteType": "ContentDocument",
  "kind": "LinkedField",
  "name": "document",
  "plural": false,
  "selections": [
    (v6/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ArticlePageQuery",
    "selections": [
      {
        "alias": "article",
        "args": (v1/*:: as any*/),
        "concreteType": "ContentItem",
        "kind": "LinkedField",
        "name": "contentItem",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ContentDocument",
            "kind": "LinkedField",
            "name": "document",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "author",
                "plural": false,
                "selections": [
                  (v10/*:: as any*/)
                ],
                "storageKey": null
              },
              (v11/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ContentItem",
            "kind": "LinkedField",
            "name": "service",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v12/*:: as any*/)
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
    "name": "ArticlePageQuery",
    "selections": [
      {
        "alias": "article",
        "args": (v1/*:: as any*/),
        "concreteType": "ContentItem",
        "kind": "LinkedField",
        "name": "contentItem",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ContentDocument",
            "kind": "LinkedField",
            "name": "document",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "author",
                "plural": false,
                "selections": [
                  (v10/*:: as any*/),
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              },
              (v11/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ContentItem",
            "kind": "LinkedField",
            "name": "service",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v12/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "8504f8f1fe6811c4ebbbd5dc3e91d6cb",
    "id": null,
    "metadata": {},
    "name": "ArticlePageQuery",
    "operationKind": "query",
    "text": "query ArticlePageQuery(\n  $slug: String!\n) {\n  article: contentItem(kind: ARTICLE, slug: $slug) {\n    id\n    path\n    document {\n      locale\n      requestedLocale\n      title\n      summary\n      firstPublishedAt\n      publishedAt\n      author {\n        displayName\n        id\n      }\n      parts {\n        sections {\n          heading\n          body\n        }\n        faq {\n          question\n          answer\n        }\n        claims {\n          value\n          label\n          figure\n        }\n        steps {\n          title\n          text\n        }\n      }\n    }\n    service {\n      path\n      document {\n        title\n      }\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "21cf9fb07a6d87d8862341e64b30b82e";

export default node;
