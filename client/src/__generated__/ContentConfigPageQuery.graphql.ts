/**
 * @generated SignedSource<<89e56e2058c1457ff3f01a6e937c1ec3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ContentKind = "ARTICLE" | "COURSE" | "FEATURE" | "PAGE" | "SERVICE" | "%future added value";
export type ContentConfigPageQuery$variables = {
  admin: boolean;
  kind: ContentKind;
  lang: string;
  listing: boolean;
  slug: string;
};
export type ContentConfigPageQuery$data = {
  readonly articles?: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly document: {
          readonly title: string;
        } | null | undefined;
        readonly id: string;
        readonly publishedLocales: ReadonlyArray<string>;
        readonly slug: string;
      };
    }>;
  };
  readonly courses?: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly document: {
          readonly title: string;
        } | null | undefined;
        readonly id: string;
        readonly publishedLocales: ReadonlyArray<string>;
        readonly slug: string;
      };
    }>;
  };
  readonly features?: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly document: {
          readonly title: string;
        } | null | undefined;
        readonly id: string;
        readonly publishedLocales: ReadonlyArray<string>;
        readonly slug: string;
      };
    }>;
  };
  readonly item?: {
    readonly id: string;
    readonly kind: ContentKind;
    readonly slug: string;
    readonly " $fragmentSpreads": FragmentRefs<"ContentConfigPage_settings" | "ContentEditor_item">;
  } | null | undefined;
  readonly pages?: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly document: {
          readonly title: string;
        } | null | undefined;
        readonly id: string;
        readonly publishedLocales: ReadonlyArray<string>;
        readonly slug: string;
      };
    }>;
  };
  readonly services?: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly document: {
          readonly title: string;
        } | null | undefined;
        readonly id: string;
        readonly publishedLocales: ReadonlyArray<string>;
        readonly slug: string;
      };
    }>;
  };
  readonly viewer: {
    readonly id: string;
    readonly registered: boolean | null | undefined;
  } | null | undefined;
};
export type ContentConfigPageQuery = {
  response: ContentConfigPageQuery$data;
  variables: ContentConfigPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "admin"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "kind"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "lang"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "listing"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "slug"
},
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
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "viewer",
  "plural": false,
  "selections": [
    (v5/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "registered",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v7 = [
  {
    "kind": "Variable",
    "name": "kind",
    "variableName": "kind"
  },
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "slug"
  }
],
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v10 = {
  "kind": "Literal",
  "name": "first",
  "value": 50
},
v11 = {
  "kind": "Literal",
  "name": "unpublished",
  "value": true
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "publishedLocales",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v14 = [
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
          (v5/*:: as any*/),
          (v9/*:: as any*/),
          (v12/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ContentDocument",
            "kind": "LinkedField",
            "name": "document",
            "plural": false,
            "selections": [
              (v13/*:: as any*/)
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
v15 = {
  "condition": "listing",
  "kind": "Condition",
  "passingValue": true,
  "selections": [
    {
      "alias": "pages",
      "args": [
        (v10/*:: as any*/),
        {
          "kind": "Literal",
          "name": "kind",
          "value": "PAGE"
        },
        (v11/*:: as any*/)
      ],
      "concreteType": "QueryContentItemsConnection",
      "kind": "LinkedField",
      "name": "contentItems",
      "plural": false,
      "selections": (v14/*:: as any*/),
      "storageKey": "contentItems(first:50,kind:\"PAGE\",unpublished:true)"
    },
    {
      "alias": "services",
      "args": [
        (v10/*:: as any*/),
        {
          "kind": "Literal",
          "name": "kind",
          "value": "SERVICE"
        },
        (v11/*:: as any*/)
      ],
      "concreteType": "QueryContentItemsConnection",
      "kind": "LinkedField",
      "name": "contentItems",
      "plural": false,
      "selections": (v14/*:: as any*/),
      "storageKey": "contentItems(first:50,kind:\"SERVICE\",unpublished:true)"
    },
    {
      "alias": "articles",
      "args": [
        (v10/*:: as any*/),
        {
          "kind": "Literal",
          "name": "kind",
          "value": "ARTICLE"
        },
        (v11/*:: as any*/)
      ],
      "concreteType": "QueryContentItemsConnection",
      "kind": "LinkedField",
      "name": "contentItems",
      "plural": false,
      "selections": (v14/*:: as any*/),
      "storageKey": "contentItems(first:50,kind:\"ARTICLE\",unpublished:true)"
    },
    {
      "alias": "features",
      "args": [
        (v10/*:: as any*/),
        {
          "kind": "Literal",
          "name": "kind",
          "value": "FEATURE"
        },
        (v11/*:: as any*/)
      ],
      "concreteType": "QueryContentItemsConnection",
      "kind": "LinkedField",
      "name": "contentItems",
      "plural": false,
      "selections": (v14/*:: as any*/),
      "storageKey": "contentItems(first:50,kind:\"FEATURE\",unpublished:true)"
    },
    {
      "alias": "courses",
      "args": [
        (v10/*:: as any*/),
        {
          "kind": "Literal",
          "name": "kind",
          "value": "COURSE"
        },
        (v11/*:: as any*/)
      ],
      "concreteType": "QueryContentItemsConnection",
      "kind": "LinkedField",
      "name": "contentItems",
      "plural": false,
      "selections": (v14/*:: as any*/),
      "storageKey": "contentItems(first:50,kind:\"COURSE\",unpublished:true)"
    }
  ]
},
v16 = {
  "kind": "Variable",
  "name": "locale",
  "variableName": "lang"
},
v17 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  },
  (v16/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ContentConfigPageQuery",
    "selections": [
      (v6/*:: as any*/),
      {
        "condition": "admin",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "item",
            "args": (v7/*:: as any*/),
            "concreteType": "ContentItem",
            "kind": "LinkedField",
            "name": "contentItem",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ContentConfigPage_settings"
              },
              {
                "args": [
                  {
                    "kind": "Variable",
                    "name": "lang",
                    "variableName": "lang"
                  }
                ],
                "kind": "FragmentSpread",
                "name": "ContentEditor_item"
              }
            ],
            "storageKey": null
          }
        ]
      },
      (v15/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v3/*:: as any*/),
      (v1/*:: as any*/),
      (v4/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ContentConfigPageQuery",
    "selections": [
      (v6/*:: as any*/),
      {
        "condition": "admin",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "item",
            "args": (v7/*:: as any*/),
            "concreteType": "ContentItem",
            "kind": "LinkedField",
            "name": "contentItem",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "position",
                "storageKey": null
              },
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
                "concreteType": "ContentItem",
                "kind": "LinkedField",
                "name": "related",
                "plural": true,
                "selections": [
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "path",
                "storageKey": null
              },
              (v12/*:: as any*/),
              {
                "alias": null,
                "args": [
                  (v16/*:: as any*/)
                ],
                "kind": "ScalarField",
                "name": "publishedRevisionId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": (v17/*:: as any*/),
                "concreteType": "ContentItemRevisionsConnection",
                "kind": "LinkedField",
                "name": "revisions",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ContentItemRevisionsConnectionEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ContentRevision",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v5/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "createdAt",
                            "storageKey": null
                          },
                          (v13/*:: as any*/),
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
                            "concreteType": "User",
                            "kind": "LinkedField",
                            "name": "author",
                            "plural": false,
                            "selections": [
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "displayName",
                                "storageKey": null
                              },
                              (v5/*:: as any*/)
                            ],
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
                                  (v13/*:: as any*/),
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
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "__typename",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "cursor",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
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
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": (v17/*:: as any*/),
                "filters": [
                  "locale"
                ],
                "handle": "connection",
                "key": "ContentEditor_revisions",
                "kind": "LinkedHandle",
                "name": "revisions"
              }
            ],
            "storageKey": null
          }
        ]
      },
      (v15/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "01a0ba780c66ac3133afd5a86ef398a5",
    "id": null,
    "metadata": {},
    "name": "ContentConfigPageQuery",
    "operationKind": "query",
    "text": "query ContentConfigPageQuery(\n  $admin: Boolean!\n  $listing: Boolean!\n  $kind: ContentKind!\n  $slug: String!\n  $lang: String!\n) {\n  viewer {\n    id\n    registered\n  }\n  item: contentItem(kind: $kind, slug: $slug) @include(if: $admin) {\n    id\n    kind\n    slug\n    ...ContentConfigPage_settings\n    ...ContentEditor_item_3iqx2P\n  }\n  pages: contentItems(kind: PAGE, unpublished: true, first: 50) @include(if: $listing) {\n    edges {\n      node {\n        id\n        slug\n        publishedLocales\n        document {\n          title\n        }\n      }\n    }\n  }\n  services: contentItems(kind: SERVICE, unpublished: true, first: 50) @include(if: $listing) {\n    edges {\n      node {\n        id\n        slug\n        publishedLocales\n        document {\n          title\n        }\n      }\n    }\n  }\n  articles: contentItems(kind: ARTICLE, unpublished: true, first: 50) @include(if: $listing) {\n    edges {\n      node {\n        id\n        slug\n        publishedLocales\n        document {\n          title\n        }\n      }\n    }\n  }\n  features: contentItems(kind: FEATURE, unpublished: true, first: 50) @include(if: $listing) {\n    edges {\n      node {\n        id\n        slug\n        publishedLocales\n        document {\n          title\n        }\n      }\n    }\n  }\n  courses: contentItems(kind: COURSE, unpublished: true, first: 50) @include(if: $listing) {\n    edges {\n      node {\n        id\n        slug\n        publishedLocales\n        document {\n          title\n        }\n      }\n    }\n  }\n}\n\nfragment ContentConfigPage_settings on ContentItem {\n  id\n  kind\n  position\n  importance\n  related {\n    id\n  }\n}\n\nfragment ContentEditor_item_3iqx2P on ContentItem {\n  id\n  kind\n  path\n  publishedLocales\n  publishedRevisionId(locale: $lang)\n  revisions(locale: $lang, first: 20) {\n    edges {\n      node {\n        id\n        createdAt\n        title\n        summary\n        author {\n          displayName\n          id\n        }\n        parts {\n          sections {\n            heading\n            body\n          }\n          faq {\n            question\n            answer\n          }\n          claims {\n            value\n            label\n            figure\n          }\n          steps {\n            title\n            text\n          }\n        }\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "338169157fb17fb008a0f18b59bc6d2a";

export default node;
