/**
 * @generated SignedSource<<f6bc87316b01f15d3e344b149bd773bc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ContentFigure = "OPEN_JOBS" | "PUBLISHED_TESTS" | "TESTS_TAKEN" | "%future added value";
export type ServicePageQuery$variables = {
  slug: string;
};
export type ServicePageQuery$data = {
  readonly service: {
    readonly articles: ReadonlyArray<{
      readonly document: {
        readonly firstPublishedAt: string;
        readonly summary: string;
        readonly title: string;
      } | null | undefined;
      readonly id: string;
      readonly path: string | null | undefined;
    }>;
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
    readonly features: ReadonlyArray<{
      readonly document: {
        readonly summary: string;
        readonly title: string;
      } | null | undefined;
      readonly id: string;
      readonly importance: number | null | undefined;
      readonly path: string | null | undefined;
    }>;
    readonly id: string;
    readonly path: string | null | undefined;
  } | null | undefined;
};
export type ServicePageQuery = {
  response: ServicePageQuery$data;
  variables: ServicePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "slug"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "path",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "summary",
  "storageKey": null
},
v5 = [
  {
    "alias": "service",
    "args": [
      {
        "kind": "Literal",
        "name": "kind",
        "value": "SERVICE"
      },
      {
        "kind": "Variable",
        "name": "slug",
        "variableName": "slug"
      }
    ],
    "concreteType": "ContentItem",
    "kind": "LinkedField",
    "name": "contentItem",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      {
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
          (v3/*:: as any*/),
          (v4/*:: as any*/),
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
                  (v3/*:: as any*/),
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
      {
        "alias": null,
        "args": null,
        "concreteType": "ContentItem",
        "kind": "LinkedField",
        "name": "features",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "importance",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ContentDocument",
            "kind": "LinkedField",
            "name": "document",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ContentItem",
        "kind": "LinkedField",
        "name": "articles",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ContentDocument",
            "kind": "LinkedField",
            "name": "document",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "firstPublishedAt",
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ServicePageQuery",
    "selections": (v5/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ServicePageQuery",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "cacheID": "b6457044500b3cb4c76a4e956084dfef",
    "id": null,
    "metadata": {},
    "name": "ServicePageQuery",
    "operationKind": "query",
    "text": "query ServicePageQuery(\n  $slug: String!\n) {\n  service: contentItem(kind: SERVICE, slug: $slug) {\n    id\n    path\n    document {\n      locale\n      requestedLocale\n      title\n      summary\n      parts {\n        sections {\n          heading\n          body\n        }\n        faq {\n          question\n          answer\n        }\n        claims {\n          value\n          label\n          figure\n        }\n        steps {\n          title\n          text\n        }\n      }\n    }\n    features {\n      id\n      path\n      importance\n      document {\n        title\n        summary\n      }\n    }\n    articles {\n      id\n      path\n      document {\n        title\n        summary\n        firstPublishedAt\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7e92be2d9b901b5d266e2687ab397d97";

export default node;
