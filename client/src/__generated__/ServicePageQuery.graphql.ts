/**
 * @generated SignedSource<<f5e575a5065c6192d4a8638ded0cfbc3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ContentFigure = "OPEN_JOBS" | "PUBLISHED_TESTS" | "TESTS_TAKEN" | "%future added value";
export type ServicePageQuery$variables = {
  hasItem: boolean;
  itemId: string;
  slug: string;
};
export type ServicePageQuery$data = {
  readonly comments?: {
    readonly " $fragmentSpreads": FragmentRefs<"CommentsSection_query">;
  } | null | undefined;
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
  readonly testimonials?: {
    readonly " $fragmentSpreads": FragmentRefs<"TestimonialsSection_query">;
  } | null | undefined;
};
export type ServicePageQuery = {
  response: ServicePageQuery$data;
  variables: ServicePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "hasItem"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "itemId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "slug"
},
v3 = {
  "kind": "Variable",
  "name": "itemId",
  "variableName": "itemId"
},
v4 = [
  {
    "kind": "Literal",
    "name": "count",
    "value": 10
  },
  (v3/*:: as any*/)
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "path",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "summary",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
},
v10 = {
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
    (v5/*:: as any*/),
    (v6/*:: as any*/),
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
        (v7/*:: as any*/),
        (v8/*:: as any*/),
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
                (v7/*:: as any*/),
                (v9/*:: as any*/)
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
        (v5/*:: as any*/),
        (v6/*:: as any*/),
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
            (v7/*:: as any*/),
            (v8/*:: as any*/)
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
        (v5/*:: as any*/),
        (v6/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "ContentDocument",
          "kind": "LinkedField",
          "name": "document",
          "plural": false,
          "selections": [
            (v7/*:: as any*/),
            (v8/*:: as any*/),
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
},
v11 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 10
  },
  (v3/*:: as any*/)
],
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "concreteType": "PageInfo",
  "kind": "LinkedField",
  "name": "pageInfo",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endCursor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasNextPage",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v17 = [
  "itemId"
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ServicePageQuery",
    "selections": [
      {
        "condition": "hasItem",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": (v4/*:: as any*/),
                  "kind": "FragmentSpread",
                  "name": "TestimonialsSection_query"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "testimonials"
          },
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": (v4/*:: as any*/),
                  "kind": "FragmentSpread",
                  "name": "CommentsSection_query"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "comments"
          }
        ]
      },
      (v10/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ServicePageQuery",
    "selections": [
      {
        "condition": "hasItem",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": [
              (v3/*:: as any*/)
            ],
            "concreteType": "TestimonialSummary",
            "kind": "LinkedField",
            "name": "testimonialSummary",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "count",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "averageRating",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v11/*:: as any*/),
            "concreteType": "QueryTestimonialsConnection",
            "kind": "LinkedField",
            "name": "testimonials",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "QueryTestimonialsConnectionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Testimonial",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v5/*:: as any*/),
                      (v12/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "company",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "rating",
                        "storageKey": null
                      },
                      (v9/*:: as any*/),
                      (v13/*:: as any*/),
                      (v14/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v15/*:: as any*/)
                ],
                "storageKey": null
              },
              (v16/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v11/*:: as any*/),
            "filters": (v17/*:: as any*/),
            "handle": "connection",
            "key": "TestimonialsSection_testimonials",
            "kind": "LinkedHandle",
            "name": "testimonials"
          },
          {
            "alias": null,
            "args": (v11/*:: as any*/),
            "concreteType": "QueryCommentsConnection",
            "kind": "LinkedField",
            "name": "comments",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "totalCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "QueryCommentsConnectionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Comment",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v5/*:: as any*/),
                      (v12/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "website",
                        "storageKey": null
                      },
                      (v9/*:: as any*/),
                      (v13/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Comment",
                        "kind": "LinkedField",
                        "name": "replies",
                        "plural": true,
                        "selections": [
                          (v5/*:: as any*/),
                          (v9/*:: as any*/),
                          (v13/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v14/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v15/*:: as any*/)
                ],
                "storageKey": null
              },
              (v16/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v11/*:: as any*/),
            "filters": (v17/*:: as any*/),
            "handle": "connection",
            "key": "CommentsSection_comments",
            "kind": "LinkedHandle",
            "name": "comments"
          }
        ]
      },
      (v10/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "ee8b4a0eeb0205c512db28eb5f58b420",
    "id": null,
    "metadata": {},
    "name": "ServicePageQuery",
    "operationKind": "query",
    "text": "query ServicePageQuery(\n  $slug: String!\n  $itemId: ID!\n  $hasItem: Boolean!\n) {\n  ...TestimonialsSection_query_29xkXh @include(if: $hasItem)\n  ...CommentsSection_query_29xkXh @include(if: $hasItem)\n  service: contentItem(kind: SERVICE, slug: $slug) {\n    id\n    path\n    document {\n      locale\n      requestedLocale\n      title\n      summary\n      parts {\n        sections {\n          heading\n          body\n        }\n        faq {\n          question\n          answer\n        }\n        claims {\n          value\n          label\n          figure\n        }\n        steps {\n          title\n          text\n        }\n      }\n    }\n    features {\n      id\n      path\n      importance\n      document {\n        title\n        summary\n      }\n    }\n    articles {\n      id\n      path\n      document {\n        title\n        summary\n        firstPublishedAt\n      }\n    }\n  }\n}\n\nfragment CommentsSectionItem_comment on Comment {\n  id\n  name\n  website\n  text\n  createdAt\n  replies {\n    id\n    text\n    createdAt\n  }\n}\n\nfragment CommentsSection_query_29xkXh on Query {\n  comments(itemId: $itemId, first: 10) {\n    totalCount\n    edges {\n      node {\n        id\n        ...CommentsSectionItem_comment\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment TestimonialsSection_query_29xkXh on Query {\n  testimonialSummary(itemId: $itemId) {\n    count\n    averageRating\n  }\n  testimonials(itemId: $itemId, first: 10) {\n    edges {\n      node {\n        id\n        name\n        company\n        rating\n        text\n        createdAt\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "283fa11ba2a2855ca0f2d5d3b0c3d7e2";

export default node;
