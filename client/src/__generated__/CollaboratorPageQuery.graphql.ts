/**
 * @generated SignedSource<<5f78e46cc422025113e5a85dfbf94679>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CollaboratorAvailability = "AVAILABLE" | "BUSY" | "UNAVAILABLE" | "%future added value";
export type CollaboratorExpertise = "BACKEND" | "DEVOPS" | "FRONTEND" | "FULLSTACK" | "MOBILE" | "UI_UX" | "%future added value";
export type CollaboratorRole = "ARCHITECT" | "CONSULTANT" | "DESIGNER" | "DEVELOPER" | "DEVOPS_ENGINEER" | "MENTOR" | "PRODUCT_MANAGER" | "PROJECT_MANAGER" | "QA_ENGINEER" | "TECH_LEAD" | "%future added value";
export type CollaboratorPageQuery$variables = {
  slug: string;
};
export type CollaboratorPageQuery$data = {
  readonly collaborator: {
    readonly availability: CollaboratorAvailability;
    readonly certificates: ReadonlyArray<{
      readonly issuedAt: string;
      readonly path: string;
      readonly testTitle: string;
    }>;
    readonly completedProjects: number;
    readonly displayName: string;
    readonly experience: ReadonlyArray<{
      readonly description: string | null | undefined;
      readonly end: string | null | undefined;
      readonly organization: string;
      readonly place: string | null | undefined;
      readonly start: string;
      readonly title: string;
    }>;
    readonly expertise: ReadonlyArray<CollaboratorExpertise>;
    readonly hourlyRateRials: number | null | undefined;
    readonly id: string;
    readonly languages: ReadonlyArray<string>;
    readonly owner: {
      readonly avatarUrl: string | null | undefined;
    };
    readonly path: string;
    readonly place: {
      readonly name: string;
    } | null | undefined;
    readonly projectRateRials: number | null | undefined;
    readonly ratingAverage: number | null | undefined;
    readonly readerWords: {
      readonly bio: string | null | undefined;
      readonly headline: string;
      readonly locale: string;
      readonly projectNotes: string | null | undefined;
    } | null | undefined;
    readonly remote: boolean;
    readonly responseMinutes: number | null | undefined;
    readonly responseRate: number | null | undefined;
    readonly reviewsCount: number;
    readonly roles: ReadonlyArray<CollaboratorRole>;
    readonly skills: ReadonlyArray<string>;
    readonly successRate: number | null | undefined;
    readonly updatedAt: string;
    readonly viewerIsOwner: boolean;
    readonly yearsOfExperience: number;
    readonly " $fragmentSpreads": FragmentRefs<"ProfileProjects_collaborator" | "ProfileReviews_collaborator" | "VerifiedSkills_collaborator">;
  } | null | undefined;
  readonly viewer: {
    readonly registered: boolean | null | undefined;
  } | null | undefined;
};
export type CollaboratorPageQuery = {
  response: CollaboratorPageQuery$data;
  variables: CollaboratorPageQuery$variables;
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
  "name": "registered",
  "storageKey": null
},
v2 = [
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "slug"
  }
],
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
  "name": "path",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerIsOwner",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "avatarUrl",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "expertise",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "skills",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "roles",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "concreteType": "ResumeExperience",
  "kind": "LinkedField",
  "name": "experience",
  "plural": true,
  "selections": [
    (v11/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "organization",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "place",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "start",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "end",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "yearsOfExperience",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hourlyRateRials",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "projectRateRials",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "availability",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "remote",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "languages",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "updatedAt",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "locale",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "concreteType": "CollaboratorWords",
  "kind": "LinkedField",
  "name": "readerWords",
  "plural": false,
  "selections": [
    (v21/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "headline",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bio",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "projectNotes",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "testTitle",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "issuedAt",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "ratingAverage",
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reviewsCount",
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "completedProjects",
  "storageKey": null
},
v28 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "successRate",
  "storageKey": null
},
v29 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "responseMinutes",
  "storageKey": null
},
v30 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "responseRate",
  "storageKey": null
},
v31 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 10
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CollaboratorPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Collaborator",
        "kind": "LinkedField",
        "name": "collaborator",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "owner",
            "plural": false,
            "selections": [
              (v7/*:: as any*/)
            ],
            "storageKey": null
          },
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          (v16/*:: as any*/),
          (v17/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Place",
            "kind": "LinkedField",
            "name": "place",
            "plural": false,
            "selections": [
              (v18/*:: as any*/)
            ],
            "storageKey": null
          },
          (v19/*:: as any*/),
          (v20/*:: as any*/),
          (v22/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "CollaboratorCertificate",
            "kind": "LinkedField",
            "name": "certificates",
            "plural": true,
            "selections": [
              (v23/*:: as any*/),
              (v4/*:: as any*/),
              (v24/*:: as any*/)
            ],
            "storageKey": null
          },
          (v25/*:: as any*/),
          (v26/*:: as any*/),
          (v27/*:: as any*/),
          (v28/*:: as any*/),
          (v29/*:: as any*/),
          (v30/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "VerifiedSkills_collaborator"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProfileReviews_collaborator"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProfileProjects_collaborator"
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
    "name": "CollaboratorPageQuery",
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
          (v3/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Collaborator",
        "kind": "LinkedField",
        "name": "collaborator",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "owner",
            "plural": false,
            "selections": [
              (v7/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          (v16/*:: as any*/),
          (v17/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Place",
            "kind": "LinkedField",
            "name": "place",
            "plural": false,
            "selections": [
              (v18/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          (v19/*:: as any*/),
          (v20/*:: as any*/),
          (v22/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "CollaboratorCertificate",
            "kind": "LinkedField",
            "name": "certificates",
            "plural": true,
            "selections": [
              (v23/*:: as any*/),
              (v4/*:: as any*/),
              (v24/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "code",
                "storageKey": null
              },
              (v9/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "scoreBand",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v25/*:: as any*/),
          (v26/*:: as any*/),
          (v27/*:: as any*/),
          (v28/*:: as any*/),
          (v29/*:: as any*/),
          (v30/*:: as any*/),
          {
            "alias": null,
            "args": (v31/*:: as any*/),
            "concreteType": "CollaboratorReviewsConnection",
            "kind": "LinkedField",
            "name": "reviews",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "CollaboratorReviewsConnectionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CollaboratorReview",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v3/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "User",
                        "kind": "LinkedField",
                        "name": "author",
                        "plural": false,
                        "selections": [
                          (v6/*:: as any*/),
                          (v3/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "rating",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "quality",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "communication",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "schedule",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "cooperation",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "text",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "createdAt",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "reply",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "viewerIsAuthor",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "viewerCanReply",
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
            "storageKey": "reviews(first:10)"
          },
          {
            "alias": null,
            "args": (v31/*:: as any*/),
            "filters": null,
            "handle": "connection",
            "key": "ProfileReviews_reviews",
            "kind": "LinkedHandle",
            "name": "reviews"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PortfolioProject",
            "kind": "LinkedField",
            "name": "portfolioProjects",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "confidential",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PortfolioPicture",
                "kind": "LinkedField",
                "name": "cover",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "thumbUrl",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PortfolioWords",
                "kind": "LinkedField",
                "name": "readerWords",
                "plural": false,
                "selections": [
                  (v21/*:: as any*/),
                  (v11/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "summary",
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
    "cacheID": "43697a8bb38dbb8222a55445959528c3",
    "id": null,
    "metadata": {},
    "name": "CollaboratorPageQuery",
    "operationKind": "query",
    "text": "query CollaboratorPageQuery(\n  $slug: String!\n) {\n  viewer {\n    registered\n    id\n  }\n  collaborator(slug: $slug) {\n    id\n    path\n    viewerIsOwner\n    displayName\n    owner {\n      avatarUrl\n      id\n    }\n    expertise\n    skills\n    roles\n    experience {\n      title\n      organization\n      place\n      start\n      end\n      description\n    }\n    yearsOfExperience\n    hourlyRateRials\n    projectRateRials\n    availability\n    remote\n    place {\n      name\n      id\n    }\n    languages\n    updatedAt\n    readerWords {\n      locale\n      headline\n      bio\n      projectNotes\n    }\n    certificates {\n      testTitle\n      path\n      issuedAt\n    }\n    ratingAverage\n    reviewsCount\n    completedProjects\n    successRate\n    responseMinutes\n    responseRate\n    ...VerifiedSkills_collaborator\n    ...ProfileReviews_collaborator\n    ...ProfileProjects_collaborator\n  }\n}\n\nfragment ProfileProjects_collaborator on Collaborator {\n  portfolioProjects {\n    id\n    path\n    confidential\n    cover {\n      thumbUrl\n    }\n    readerWords {\n      locale\n      title\n      summary\n    }\n  }\n}\n\nfragment ProfileReviews_collaborator on Collaborator {\n  displayName\n  ratingAverage\n  reviewsCount\n  reviews(first: 10) {\n    edges {\n      node {\n        id\n        author {\n          displayName\n          id\n        }\n        ...ReviewCard_review\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  id\n}\n\nfragment ReviewCard_review on CollaboratorReview {\n  id\n  rating\n  quality\n  communication\n  schedule\n  cooperation\n  text\n  createdAt\n  reply\n  viewerIsAuthor\n  viewerCanReply\n}\n\nfragment VerifiedSkills_collaborator on Collaborator {\n  certificates {\n    code\n    path\n    testTitle\n    skills\n    scoreBand\n    issuedAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "93defed713dce5108c7bf1753b661c5b";

export default node;
